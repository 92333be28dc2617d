import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { documents, registrations } from '../platform/db/schema.ts';
import { contentOf } from './invoicing-repo.ts';

/**
 * The columns of DATEV's booking batch (Buchungsstapel) an accountant's import needs, named as DATEV names
 * them: the gross, debit or credit, currency, the debtor and the revenue account, the tax key, the document's
 * date (DDMM) and number, and a booking text.
 */
export const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Buchungstext',
] as const;

/**
 * Revenue accounts of the standard chart SKR03 by VAT category: 8400 revenue at the standard rate (tax key 3,
 * 19 % output VAT), 8336 services to EU businesses under reverse charge, 8338 services not taxable in Germany.
 */
const REVENUE_ACCOUNTS = { S: { account: '8400', key: '3' }, AE: { account: '8336', key: '' }, O: { account: '8338', key: '' } } as const;

/** A company's debtor account: 10000 plus its id (DATEV's debtor range runs from 10000 to 69999). */
export const debtorAccount = (companyId: number) => String(10_000 + companyId);

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
/** A CSV cell in double quotes, its own quotes doubled; a cell starting with = + - @ would be a formula in a spreadsheet. */
const cell = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/**
 * The event's invoices, credit notes and cancellation vouchers as a DATEV booking batch (CSV, `;`, UTF-8 with
 * BOM): a row per VAT category of each document; an invoice debits the debtor, its corrections credit it.
 */
export async function datevBookingBatch(db: Db, eventId: number): Promise<string> {
  const rows = await db
    .select({ companyId: documents.companyId, type: documents.type, number: documents.number, date: documents.date, grossCents: documents.grossCents, content: documents.content })
    .from(documents)
    .innerJoin(registrations, eq(registrations.id, documents.registrationId))
    .where(and(eq(registrations.eventId, eventId), inArray(documents.type, ['invoice', 'credit_note', 'cancellation'])))
    .orderBy(asc(documents.date), asc(documents.id));
  const lines = [DATEV_COLUMNS.map(cell).join(';')];
  for (const row of rows) {
    const content = contentOf(row);
    // Documents written before invoicing existed carry no breakdown: the standard rate, as they were issued.
    const groups = content?.totals.breakdown ?? [{ category: 'S' as const, rateBp: 1900, basisCents: 0, vatCents: 0 }];
    const side = row.type === 'invoice' ? 'S' : 'H';
    const [day, month] = [row.date.slice(8, 10), row.date.slice(5, 7)];
    for (const group of groups) {
      const gross = content ? group.basisCents + group.vatCents : row.grossCents;
      const revenue = REVENUE_ACCOUNTS[group.category];
      const text = `${content?.buyer.name ?? ''} ${row.number}`.trim().slice(0, 60);
      lines.push(
        [euros(gross), side, content?.currency ?? 'EUR', debtorAccount(row.companyId), revenue.account, revenue.key, `${day}${month}`, row.number, text]
          .map(cell)
          .join(';'),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
