import { debtorRange } from '@messeportal/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { debtorAccounts } from '../platform/db/schema.ts';
import { AppError } from '../platform/http/app-error.ts';
import type { OrganiserRow } from '../platform/settings/repo.ts';

/**
 * Each company's DATEV debtor account, given at its first export and kept from then on (debtor_accounts), so that
 * the accountant's open items stay on one account whatever the settings say later. The caller holds the settings
 * row locked: two exports at once give no number twice. A new company gets the first debtor number plus its id;
 * with sequential numbering, or when that number is taken or beyond the range, the next number after the
 * highest given, in the order `companyIds` lists the companies (by their first document).
 */
export async function debtorAccountsOf(tx: Tx, settings: OrganiserRow, companyIds: readonly number[]): Promise<Map<number, number>> {
  const companies = [...new Set(companyIds)];
  if (companies.length === 0) return new Map();
  const given = await tx.select().from(debtorAccounts).where(inArray(debtorAccounts.companyId, companies));
  const accounts = new Map(given.map((row) => [row.companyId, row.account]));
  const fresh = companies.filter((companyId) => !accounts.has(companyId));
  if (fresh.length === 0) return accounts;

  const start = settings.debtorNumberStart;
  const { max } = debtorRange(settings.datevAccountLength);
  const taken = new Set((await tx.select({ account: debtorAccounts.account }).from(debtorAccounts)).map((row) => row.account));
  let next = [...taken].reduce((highest, account) => Math.max(highest, account + 1), start);
  for (const companyId of fresh) {
    const byId = start + companyId;
    let account = byId;
    if (settings.debtorNumbering === 'sequential' || byId > max || taken.has(byId)) {
      while (taken.has(next)) next++;
      account = next;
    }
    if (account > max) throw new AppError(409, 'datevDebtorRangeFull', { params: { max } });
    taken.add(account);
    accounts.set(companyId, account);
  }
  await tx.insert(debtorAccounts).values(fresh.map((companyId) => ({ companyId, account: accounts.get(companyId)! })));
  return accounts;
}
