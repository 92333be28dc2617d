import { centsToAmount, type Lang, type OpenItemsAnswer, type OpenItemsQuery } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { organiserToday } from '../../platform/settings/organiser-today.ts';
import { openItemAges, openItemsPage } from './open-items-repo.ts';
import { eventNames, presentOpenItem } from './presenter.ts';

/** A page of the open items on the organiser's today, with how many match and the totals of each age bucket. */
export async function listOpenItems(app: FastifyInstance, query: OpenItemsQuery, lang: Lang, now = new Date()): Promise<OpenItemsAnswer> {
  const today = await organiserToday(app.db, now);
  const [rows, ages, events] = await Promise.all([openItemsPage(app.db, query, today), openItemAges(app.db, query, today), eventNames(app, lang)]);
  const sum = (cents: (total: (typeof ages)[number]) => number) => centsToAmount(ages.reduce((all, total) => all + cents(total), 0));
  return {
    items: rows.map((row) => presentOpenItem(row, today, events)),
    total: ages.filter((total) => !query.age || total.age === query.age).reduce((all, total) => all + total.count, 0),
    ages: ages.map(({ age, count, openCents }) => ({ age, count, open: centsToAmount(openCents) })),
    open: sum((total) => total.openCents),
    creditBalance: sum((total) => total.creditBalanceCents),
  };
}
