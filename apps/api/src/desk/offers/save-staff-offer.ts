import { randomUUID } from 'node:crypto';
import { OfferState, changedOfferFields, EMPTY_OFFER, honoursDeviatingPrices, OfferType, withoutPasswords, type Lang, type StaffConfiguration } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { itemsOutsideOfferCatalogue, loadOfferPricing, offerConfiguration, offerNetTotal } from '../../selling/offers/offer-prices.ts';
import { findOfferByUuid, insertOffer, updateOffer, type OfferRow } from '../../selling/offers/repo.ts';
import { configurationFileIssues, keepConfigurationFiles } from '../../selling/offers/configuration-files.ts';
import { withoutDeviatingPrices } from '../../selling/offers/save-offer.ts';
import { offerCustomer } from './offer-customer.ts';
import { assertEditableByStaff } from './offer-lock.ts';
import { offerSnapshot } from './offer-snapshot.ts';
import { recordOfferChange } from './offer-changes-repo.ts';

/**
 * Saves a configuration from the back office: without `uuid` a new offer made by staff (type 2, state 1
 * unless `toffer` names another); with it, that offer while SPEC §4 lets staff change it in this mode (409
 * otherwise). Deviating prices are kept where they count, on a type-2 offer: an exhibitor's own offer (type 1)
 * is priced like its order, from the list, and holds only what the exhibitor could choose (422 otherwise). The net total is computed again, and what changed is recorded
 * under the staff member's name, all in one transaction.
 */
export async function saveStaffOffer(
  app: FastifyInstance,
  configuration: StaffConfiguration,
  staff: { staffUserId: number; lang: Lang },
): Promise<OfferRow> {
  const pricing = await loadOfferPricing(app, configuration.eventId);
  if (!pricing) throw notFound('eventNotFound', 'eventId');
  const { uuid, mode, toffer, ...rest } = withoutPasswords(configuration);

  return app.db.transaction(async (tx) => {
    const existing = uuid ? await findOfferByUuid(tx, uuid, { forUpdate: true }) : undefined;
    if (uuid && !existing) throw notFound('offerNotFound', 'uuid');
    if (existing) {
      if (existing.eventId !== configuration.eventId) throw new AppError(400, 'offerOtherEvent', { property: 'eventId' });
      assertEditableByStaff(existing, mode, staff.lang);
    }
    const stored = existing && offerConfiguration(existing);
    const fileIssues = await configurationFileIssues(tx, configuration, stored);
    if (fileIssues.length > 0) throw new AppError(400, 'badRequest', { fields: fileIssues });
    const customer = await offerCustomer(tx, configuration, existing);
    const offerType = existing?.offerType ?? OfferType.staff;
    const sent = { ...rest, ...customer, email: configuration.email };
    const data = honoursDeviatingPrices({ offerType }) ? sent : withoutDeviatingPrices(sent);
    const outside = itemsOutsideOfferCatalogue(pricing, { offerType, data });
    if (outside.length > 0) throw new AppError(422, 'customerOfferStaffItem', { fields: outside });
    const values = {
      ...customer,
      data,
      totalNetCents: offerNetTotal(pricing, { offerType, data }),
      title: toffer?.title ?? existing?.title ?? '',
      state: toffer?.state ?? existing?.state ?? OfferState.draft,
      subText: toffer?.subText ?? existing?.subText ?? '',
    };
    const saved = existing
      ? await updateOffer(tx, existing.id, values)
      : await insertOffer(tx, { ...values, uuid: randomUUID(), eventId: configuration.eventId, offerType: OfferType.staff });
    const fields = changedOfferFields(existing ? offerSnapshot(existing) : EMPTY_OFFER, offerSnapshot(saved));
    // A save that changed nothing is no change to record.
    if (!existing || fields.length > 0) {
      await recordOfferChange(tx, { offerId: saved.id, staffUserId: staff.staffUserId, action: existing ? 'saved' : 'created', fields });
    }
    await keepConfigurationFiles(tx, configuration, stored);
    return saved;
  });
}
