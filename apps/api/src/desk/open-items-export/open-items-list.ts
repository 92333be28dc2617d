import type { OpenItemFilters } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { ageBucketName, paymentStateName } from '../../invoicing/open-items/labels.ts';
import { openItemIds, openItemsOf } from '../../invoicing/open-items/open-items-repo.ts';
import { eventNames, presentOpenItem } from '../../invoicing/open-items/presenter.ts';
import { column, type ExportList } from '../registration-exports/export-list.ts';
import { pagesInOrder } from '../registration-exports/keyset-pages.ts';

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The open items of the filters as a list of the exports: their order read once (the ids), then the rows slice by
 * slice, so a long list is never held at once. Money in cents, shown with two decimals.
 */
export function openItemsList(app: FastifyInstance, filters: OpenItemFilters, today: string): ExportList {
  return {
    title: { de: 'Offene Posten', en: 'Open items' },
    columns: () => [
      column('Rechnungsnummer', 'Invoice number', 'text', 18),
      column('Rechnungsdatum', 'Invoice date', 'date', 14),
      column('Fällig am', 'Due date', 'date', 14),
      column('Tage überfällig', 'Days overdue', 'amount', 12),
      column('Alter', 'Age', 'text', 24),
      column('Status', 'State', 'text', 14),
      column('Beanstandet', 'Disputed', 'text', 12),
      column('Firma', 'Company', 'text', 32),
      column('Veranstaltung', 'Event', 'text', 28),
      column('Währung', 'Currency', 'text', 9),
      column('Brutto', 'Gross', 'money'),
      column('Gutgeschrieben', 'Credited', 'money'),
      column('Bezahlt', 'Paid', 'money'),
      column('Offen', 'Open', 'money'),
      column('Guthaben', 'Credit balance', 'money'),
    ],
    async *rows({ lang, stats }) {
      const [ids, events] = await Promise.all([openItemIds(app.db, filters, today), eventNames(app, lang)]);
      const rows = pagesInOrder(ids.length, (start, end) => openItemsOf(app.db, ids.slice(start, end), filters, today), stats);
      // A calendar day as the instant of its noon in UTC: the same day on the organiser's wall clock in any zone.
      const day = (value: string | null) => (value === null ? null : new Date(`${value}T12:00:00Z`));
      for await (const row of rows) {
        const item = presentOpenItem(row, today, events);
        yield [
          item.number,
          day(item.date),
          day(item.dueDate),
          Math.max(0, item.daysOverdue),
          ageBucketName(item.age, lang),
          paymentStateName(item.state, lang),
          item.disputed ? (lang === 'de' ? 'Ja' : 'Yes') : '',
          item.company,
          item.eventName,
          item.currency,
          cents(item.gross),
          cents(item.credited),
          cents(item.paid),
          cents(item.open),
          cents(item.creditBalance),
        ];
      }
    },
  };
}
