import { centsToAmount, invoiceBalance, type CreditBalance, type RefundsAnswer } from '@messeportal/domain';
import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { refundBatches } from '../../platform/db/schema.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';
import type { OrganiserRow } from '../../platform/settings/repo.ts';
import { presentRefund } from './refund-presenter.ts';
import { knownAccounts, latestRefunds, openInvoicesOf, refundableInvoices } from './refund-repo.ts';

/** The organiser's bank settings a pain.001 file needs and that are empty. */
export const bankDataMissing = (settings: Pick<OrganiserRow, 'companyName' | 'iban' | 'bic'>) =>
  (['companyName', 'iban', 'bic'] as const).filter((key) => settings[key].trim() === '');

/** The invoices with a credit balance (by `invoiceBalance`), each with the account proposed and the same company's open invoices. */
async function creditBalances(db: Db): Promise<CreditBalance[]> {
  const owing = (await refundableInvoices(db))
    .map((row) => ({ ...row, creditBalanceCents: invoiceBalance(row).creditBalanceCents }))
    .filter((row) => row.creditBalanceCents > 0);
  const ids = owing.map((row) => row.documentId);
  const [accounts, open] = await Promise.all([knownAccounts(db, ids), openInvoicesOf(db, [...new Set(owing.map((row) => row.companyId))])]);
  const accountOf = new Map(accounts.map((account) => [account.documentId, account]));
  return owing.map((row) => {
    const known = accountOf.get(row.documentId);
    return {
      documentId: row.documentId,
      number: row.number,
      company: row.company,
      registrationId: row.registrationId,
      currency: row.currency,
      creditBalance: centsToAmount(row.creditBalanceCents),
      account: known ? { accountHolder: known.accountHolder, iban: known.iban, bic: known.bic, source: known.source } : { accountHolder: '', iban: '', bic: '', source: 'none' },
      setOffInvoices: open
        .filter((invoice) => invoice.companyId === row.companyId && invoice.currency === row.currency && invoice.documentId !== row.documentId)
        .map((invoice) => ({ documentId: invoice.documentId, number: invoice.number, open: centsToAmount(invoice.openCents) })),
    };
  });
}

/** `GET /be/refunds`: what is owed back, the refunds made, the files made, and what a file still needs of the settings. */
export async function refundsOverview(db: Db): Promise<RefundsAnswer> {
  const [owed, refunds, batches, settings] = await Promise.all([
    creditBalances(db),
    latestRefunds(db),
    db.select().from(refundBatches).orderBy(desc(refundBatches.id)).limit(20),
    readOrganiserSettings(db),
  ]);
  return {
    owed,
    refunds: refunds.map(presentRefund),
    batches: batches.map((batch) => ({ id: batch.id, createdAt: batch.createdAt.toISOString(), count: batch.refundCount, sum: centsToAmount(batch.sumCents) })),
    bankDataMissing: bankDataMissing(settings),
  };
}
