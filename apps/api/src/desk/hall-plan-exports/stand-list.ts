import { metres } from '@messeportal/domain';
import { column, type ExportList, type Row } from '../registration-exports/export-list.ts';
import { standTypeName } from '../registration-exports/labels.ts';
import type { ListedStand } from './hall-stands.ts';
import { STATE_LABELS } from '../../halls/plan-drawings/labels.ts';

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The stand list of an event (issue 31) as a list of the desk's exports, so that it is written by the same CSV
 * (BOM, `;`, formula-safe) and XLSX writers as the registrations. The area is given in hundredths of a square metre
 * as a 'money' column: that kind is the one shown with exactly two decimals in both formats ("48,00" in a German
 * CSV, 48 formatted #,##0.00 in XLSX), as areas are sold and invoiced. The rows are made before the answer starts:
 * even 5,000 stands a hall are a small list, and a failure then is still an error answer, not a broken download.
 */
export function standList(halls: readonly { name: string; stands: readonly ListedStand[] }[]): ExportList {
  return {
    title: { de: 'Standliste', en: 'Stand list' },
    columns: (currency) => [
      column('Halle', 'Hall', 'text', 16),
      column('Stand', 'Stand', 'text', 10),
      column('Status', 'State', 'text', 14),
      column('Firma', 'Company', 'text', 32),
      column('Fläche (m²)', 'Area (m²)', 'money', 12),
      column('Offene Seiten', 'Open sides', 'amount', 12),
      column('Standtyp', 'Stand type', 'text', 30),
      column('Front (m)', 'Frontage (m)', 'amount', 12),
      column(`Preis netto (${currency})`, `Net price (${currency})`, 'money', 16),
      column('Grund / Notiz', 'Reason / note', 'text', 28),
      column('Bis', 'Until', 'datetime', 18),
    ],
    async *rows({ lang, stats }) {
      for (const hall of halls) {
        for (const stand of hall.stands) {
          stats.rowsRead++;
          const { sale } = stand;
          const row: Row = [
            hall.name,
            stand.number,
            STATE_LABELS[stand.state][lang],
            stand.company,
            cents(sale.areaM2),
            sale.openSides,
            standTypeName(sale.kind, lang),
            metres(sale.frontageCm),
            sale.net === null ? null : cents(sale.net),
            stand.reason,
            stand.until,
          ];
          yield row;
        }
      }
    },
  };
}
