import { ageBucketOf, centsToAmount, daysOverdue, paymentStateOf, type Lang, type OpenItem } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { OpenItemRow } from './open-item-sql.ts';

/** The events' names in `lang` by id, from the catalogue's cache. */
export async function eventNames(app: FastifyInstance, lang: Lang): Promise<Map<number, string>> {
  return new Map((await app.eventCatalog.all()).map(({ event }) => [event.id, lang === 'en' ? event.nameEn : event.nameDe]));
}

/**
 * An open item as the API answers it: its payment state and balance by the domain's one rule (paymentStateOf) on
 * the organiser's `today`, its age by `ageBucketOf`, money in euros.
 */
export function presentOpenItem(row: OpenItemRow, today: string, events: Map<number, string>): OpenItem {
  const { state, openCents, creditBalanceCents } = paymentStateOf({ ...row, today });
  return {
    id: row.id,
    number: row.number,
    date: row.date,
    dueDate: row.dueDate,
    daysOverdue: daysOverdue(row.dueDate, today),
    age: ageBucketOf(row.dueDate, today),
    state,
    disputed: row.disputed,
    companyId: row.companyId,
    company: row.company,
    registrationId: row.registrationId,
    eventId: row.eventId,
    eventName: events.get(row.eventId) ?? '',
    currency: row.currency,
    gross: centsToAmount(row.grossCents),
    credited: centsToAmount(row.creditedCents),
    paid: centsToAmount(row.paidCents),
    open: centsToAmount(openCents),
    creditBalance: centsToAmount(creditBalanceCents),
  };
}
