import type { OrderIssue } from '@messeportal/domain';
import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError, type FieldError } from '../../platform/http/app-error.ts';
import { orderableMedia } from '../pricing/order-prices.ts';
import { findMediaItems } from './repo.ts';

/**
 * The chosen media an order may contain (see orderableMedia), and what is left of each, as orderIssues and
 * additionIssues check it.
 */
export async function findOrderableMedia(tx: Db | Tx, eventId: number, chosen: ReadonlyMap<number, number>, staffMade: boolean) {
  const media = orderableMedia(await findMediaItems(tx, eventId, [...chosen.keys()]), staffMade);
  return { media, available: new Map(media.map((item) => [item.id, { available: item.stock - item.ordered }])) };
}

/** The broken rules of an order as field errors of its answer. */
export const issueFields = (issues: readonly OrderIssue[]): FieldError[] =>
  issues.map((issue) => ({ property: issue.property, code: issue.message, params: issue.params }));

/** Refuses an order that breaks rules with one 400 naming each by its field; the transaction rolls back. */
export function refuseBrokenRules(fields: readonly FieldError[]): void {
  if (fields.length > 0) throw new AppError(400, 'badRequest', { fields: [...fields] });
}
