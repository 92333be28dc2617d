import { randomUUID } from 'node:crypto';
import { OfferState, isOfferEditable, OfferType, withoutPasswords, type Configuration, type OfferForEditing } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { Caller } from '../../platform/auth/plugin.ts';
import { configurationFileIssues, keepConfigurationFiles } from './configuration-files.ts';
import { loadOfferPricing, offerConfiguration, offerNetTotal } from './offer-prices.ts';
import { assertOfferOwner } from './offer-owner.ts';
import { findOfferByUuid, insertOffer, updateOffer, type OfferRow } from './repo.ts';
import type { Tx } from '../../platform/db/client.ts';

/** A stored offer as the editability rule (SPEC §4, isOfferEditable) reads it. */
export const offerForEditing = (offer: OfferRow): OfferForEditing => ({
  offerType: offer.offerType === OfferType.staff ? OfferType.staff : OfferType.customer,
  state: offer.state,
  isOrdered: offer.orderedAt !== null,
});

/** Whether the exhibitor side (a visitor or exhibitor with the link) may still change the offer. */
export const editableByCustomer = (offer: OfferRow): boolean => isOfferEditable(offerForEditing(offer), { isStaff: false, mode: 'test' });

/** The configuration without deviating prices: only staff set them, through the back office. */
export const withoutDeviatingPrices = (configuration: Configuration): Configuration => ({
  ...configuration,
  medias: configuration.medias.map(({ price: _price, ...media }) => media),
  orderBooks: configuration.orderBooks.map(({ price: _price, ...entry }) => entry),
});

/**
 * Saves a configuration as an unbound offer (type 1, state 1), or updates the offer its uuid names while
 * the customer may still change it. The passwords of the personal block and any deviating price the
 * client sent are never stored; the net total is computed from the catalogue. Sending marks
 * the offer sent (state 2). `inTransaction` runs in the same transaction, e.g. to queue the offer mail.
 */
export async function saveOffer(
  app: FastifyInstance,
  configuration: Configuration,
  caller: Caller | null,
  options: { sent?: boolean; inTransaction?: (tx: Tx, offer: OfferRow) => Promise<void> } = {},
): Promise<OfferRow> {
  const pricing = await loadOfferPricing(app, configuration.eventId);
  if (!pricing) throw notFound('eventNotFound', 'eventId');
  const companyId = caller?.kind === 'exhibitor' ? caller.companyId : null;
  const { uuid, ...rest } = withoutPasswords(withoutDeviatingPrices(configuration));
  const data = { ...rest, email: configuration.email };
  // Every offer saved here is the exhibitor side's (type 1), new or still editable by the customer.
  const totalNetCents = offerNetTotal(pricing, { offerType: OfferType.customer, data });

  return app.db.transaction(async (tx) => {
    const existing = uuid ? await findOfferByUuid(tx, uuid, { forUpdate: true }) : undefined;
    if (uuid && !existing) throw notFound('offerOutdated', 'uuid');
    if (existing) {
      if (existing.eventId !== configuration.eventId) throw new AppError(400, 'offerOtherEvent', { property: 'eventId' });
      if (!editableByCustomer(existing)) throw new AppError(409, 'offerNotEditable', { property: 'uuid' });
      assertOfferOwner(existing, caller);
    }
    const stored = existing && offerConfiguration(existing);
    const fileIssues = await configurationFileIssues(tx, configuration, stored);
    if (fileIssues.length > 0) throw new AppError(400, 'badRequest', { fields: fileIssues });
    const offer = existing
      ? await updateOffer(tx, existing.id, {
          data,
          totalNetCents,
          companyId: existing.companyId ?? companyId,
          state: options.sent ? Math.max(existing.state, OfferState.sent) : existing.state,
        })
      : await insertOffer(tx, { uuid: randomUUID(), eventId: configuration.eventId, companyId, state: options.sent ? OfferState.sent : 1, data, totalNetCents });
    await keepConfigurationFiles(tx, configuration, stored);
    await options.inTransaction?.(tx, offer);
    return offer;
  });
}
