import { OfferState, configurationSchema, withoutPasswords, type Configuration } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { Caller } from '../../platform/auth/plugin.ts';
import { findOfferByUuid, markOfferOrdered, type OfferRow } from '../offers/repo.ts';
import { editableByCustomer } from '../offers/save-offer.ts';
import { assertOfferOwner } from '../offers/offer-owner.ts';

/**
 * The offer a configuration names, if this caller may order it: an offer made for a company only by a
 * logged-in contact of that company (anonymous: 401, so the customer logs in; another company: 403).
 */
export async function orderableOffer(app: FastifyInstance, configuration: Configuration, caller: Caller | null): Promise<OfferRow> {
  const offer = await findOfferByUuid(app.db, configuration.uuid!);
  if (!offer) throw notFound('offerOutdated', 'uuid');
  if (offer.eventId !== configuration.eventId) throw new AppError(400, 'offerOtherEvent', { property: 'eventId' });
  if (offer.orderedAt) throw new AppError(409, 'offerNotEditable', { property: 'uuid' });
  assertOfferOwner(offer, caller);
  return offer;
}

/**
 * What is ordered: an offer the customer may not change as it was saved, with the prices staff set in it
 * (the customer adds the terms and a comment); otherwise the configuration the customer sent.
 */
export function orderedContent(offer: OfferRow | undefined, configuration: Configuration): Configuration {
  if (!offer || editableByCustomer(offer)) return configuration;
  return { ...configurationSchema.parse(offer.data), agb: configuration.agb, cancellationPolicy: configuration.cancellationPolicy, comment: configuration.comment };
}

/**
 * Marks the offer ordered and accepted, so staff see it locked; a state staff set beyond that (declined,
 * expired) stays. The offer then holds what was ordered: a customer who changed the configuration opened from
 * the link after it was last saved or mailed ordered the changed one, and that is what the offer page, its PDF
 * and the back office's total show from now on. A racing order of the same offer that committed first makes
 * this one fail whole.
 */
export async function acceptOffer(
  tx: Tx,
  offer: OfferRow,
  values: { now: Date; companyId: number; ordered: Configuration; totalNetCents: number },
): Promise<void> {
  const state = Math.max(offer.state, OfferState.accepted);
  const marked = await markOfferOrdered(tx, offer.id, {
    orderedAt: values.now,
    state,
    companyId: values.companyId,
    data: withoutPasswords(values.ordered),
    totalNetCents: values.totalNetCents,
  });
  if (!marked) throw new AppError(409, 'offerNotEditable', { property: 'uuid' });
}
