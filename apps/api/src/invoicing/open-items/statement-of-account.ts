import { centsToAmount, countries, type HistoryInvoice, type Lang, type StatementOfAccountAnswer } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { labelOf } from '../../documents/presenter.ts';
import { renderLetterPdf } from '../../documents/render-pdf.ts';
import { findBillingParty } from '../../documents/repo.ts';
import { loadOrganiser } from '../../platform/settings/repo.ts';
import { organiserToday } from '../../platform/settings/organiser-today.ts';
import { companyInvoices } from './payment-history-repo.ts';
import { presentHistoryInvoice } from './payment-history.ts';
import { eventNames } from './presenter.ts';
import { drawStatement, type StatementBody } from './statement-of-account-pdf.ts';
import { statementTexts } from './statement-texts.ts';

const cents = (euros: number) => Math.round(euros * 100);

/** What the company has open, overdue and owed back, per currency (a company's fairs usually share one). */
export function balancesOf(invoices: HistoryInvoice[]): StatementBody['totals'] {
  const byCurrency = new Map<string, StatementBody['totals'][number]>();
  for (const invoice of invoices) {
    const total = byCurrency.get(invoice.currency) ?? { currency: invoice.currency, openCents: 0, overdueCents: 0, creditBalanceCents: 0 };
    total.openCents += cents(invoice.open);
    if (invoice.state === 'overdue') total.overdueCents += cents(invoice.open);
    total.creditBalanceCents += cents(invoice.creditBalance);
    byCurrency.set(invoice.currency, total);
  }
  return [...byCurrency.values()];
}

/** The company's invoices as its statement shows them, on the organiser's today. Scoped to the one company. */
async function statementInvoices(app: FastifyInstance, companyId: number, lang: Lang) {
  const [rows, today, events] = await Promise.all([companyInvoices(app.db, companyId), organiserToday(app.db), eventNames(app, lang)]);
  return { today, invoices: rows.map((row) => presentHistoryInvoice(row, today, events)) };
}

/** `GET /fe/statement-of-account`: the exhibitor's own balance, per currency, and where its statement is. */
export async function statementOfAccountAnswer(app: FastifyInstance, companyId: number, lang: Lang): Promise<StatementOfAccountAnswer> {
  const { invoices } = await statementInvoices(app, companyId, lang);
  return {
    balances: balancesOf(invoices).map((total) => {
      const ofCurrency = invoices.filter((invoice) => invoice.currency === total.currency);
      return {
        currency: total.currency,
        open: centsToAmount(total.openCents),
        overdue: centsToAmount(total.overdueCents),
        creditBalance: centsToAmount(total.creditBalanceCents),
        openInvoices: ofCurrency.filter((invoice) => invoice.open > 0).length,
        overdueInvoices: ofCurrency.filter((invoice) => invoice.state === 'overdue').length,
      };
    }),
    pdfUrl: '/fe/statement-of-account/pdf',
  };
}

/** The company's statement of account as a PDF in `lang`, under the organiser's letterhead, addressed to its invoice address. */
export async function statementOfAccountPdf(app: FastifyInstance, companyId: number, lang: Lang): Promise<Buffer | undefined> {
  const [{ today, invoices }, party, organiser] = await Promise.all([statementInvoices(app, companyId, lang), findBillingParty(app.db, companyId), loadOrganiser(app.db)]);
  if (!party) return undefined;
  const { company, address } = party;
  const lines = address
    ? [address.name || company.name, address.nameExtra, address.street, `${address.zip} ${address.city}`, labelOf(countries, address.country.toLowerCase(), lang)]
    : [company.name];
  const eventsNamed = [...new Set(invoices.map((invoice) => invoice.eventName).filter(Boolean))];
  const model = {
    lang,
    title: statementTexts[lang].title,
    number: '',
    date: today,
    eventName: eventsNamed.join(', ') || '–',
    currency: invoices[0]?.currency ?? 'EUR',
    recipient: { lines: lines.filter((line) => line.trim() !== ''), ustid: address?.ustid || company.ustid },
    // A statement has a table of its own (drawStatement): no positions or document totals.
    positions: [],
    netCents: 0,
    vatCents: 0,
    grossCents: 0,
    vatRows: [],
  };
  return renderLetterPdf(model, organiser, (doc, layout) => drawStatement(doc, layout, { lang, today, invoices, totals: balancesOf(invoices) }));
}
