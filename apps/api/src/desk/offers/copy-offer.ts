import { randomUUID } from 'node:crypto';
import { OfferState, changedOfferFields, OfferType, type Lang, type UncopiedItem } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/http/app-error.ts';
import { loadOfferPricing, offerConfiguration, offerNetTotal } from '../../selling/offers/offer-prices.ts';
import { insertOffer, type OfferRow } from '../../selling/offers/repo.ts';
import { carryToEvent } from './carry-to-event.ts';
import { eventItemsOf } from './event-items.ts';
import { recordOfferChange } from './offer-changes-repo.ts';
import { offerSnapshot } from './offer-snapshot.ts';

/** SPEC §4: a copy's title is the original's with this mark, in the language the staff member works in. */
const COPY_MARK: Record<Lang, string> = { de: '(Kopie)', en: '(Copy)' };

/**
 * Copies an offer to its own or another event (SPEC §4, issue 6): a new staff offer (type 2) in state 1,
 * titled '… (Kopie)' ('… (Copy)' for staff working in English), with a new uuid, nothing ordered, the company kept and its total priced from the
 * target event's catalogue. Items the target event has not are left out and answered as `missing`.
 */
export async function copyOffer(
  app: FastifyInstance,
  source: OfferRow,
  options: { eventId?: number; staffUserId: number; lang: Lang },
): Promise<{ offer: OfferRow; missing: UncopiedItem[] }> {
  const targetEventId = options.eventId ?? source.eventId;
  const [from, to] = await Promise.all([loadOfferPricing(app, source.eventId), loadOfferPricing(app, targetEventId)]);
  if (!from || !to) throw notFound('eventNotFound', 'eventId');
  const { data, missing } = carryToEvent(offerConfiguration(source), eventItemsOf(from), eventItemsOf(to), options.lang);
  const registrationId = targetEventId === source.eventId ? source.registrationId : null;

  const offer = await app.db.transaction(async (tx) => {
    const copy = await insertOffer(tx, {
      uuid: randomUUID(),
      eventId: targetEventId,
      companyId: source.companyId,
      registrationId,
      offerType: OfferType.staff,
      state: OfferState.draft,
      title: `${source.title} ${COPY_MARK[options.lang]}`.trim(),
      subText: source.subText,
      data,
      totalNetCents: offerNetTotal(to, { offerType: OfferType.staff, data }),
    });
    const fields = changedOfferFields(offerSnapshot(source), offerSnapshot(copy));
    await recordOfferChange(tx, { offerId: copy.id, staffUserId: options.staffUserId, action: 'copied', fields });
    return copy;
  });
  return { offer, missing };
}
