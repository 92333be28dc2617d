import { addDays, dayIn, honoursDeviatingPrices, pricedIssues, taxCaseOf, type Lang } from '@messeportal/domain';
import { assertOrderOpen } from '../../catalogue/events/deadlines.ts';
import { findOrderCatalogue, issueFields, refuseBrokenRules } from '../../selling/orders/order-checks.ts';
import { findRegistrationById } from '../../selling/registrations/repo.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../platform/http/app-error.ts';
import { renderDocumentPdf } from '../../documents/render-pdf.ts';
import { findBillingParty } from '../../documents/repo.ts';
import { sellerOf, taxedLines, withTotals } from '../invoice-content.ts';
import { assertWithinNetTotalLimit } from '../../selling/pricing/net-total-limit.ts';
import { loadOrganiser } from '../../platform/settings/repo.ts';
import { loadOfferPricing, offerPriceLines, type OfferPricing, type PricedOffer } from '../../selling/offers/offer-prices.ts';
import { buyerOfCompany, buyerOfPersonal } from './pro-forma-buyer.ts';
import { proFormaFileName, proFormaPdfModel, type ProForma } from './pro-forma-pdf-model.ts';

/** A configuration to bill ahead: a saved offer's, or the configurator's before anything is saved. */
export interface ProFormaSource extends PricedOffer {
  /** The registered company that buys (the offer's, or the logged-in exhibitor's); else the personal block names the buyer. */
  companyId: number | null;
  offerId: number | null;
  /** The registration an offer adds to (its order is then one of additions); null for a registration's order. */
  registrationId: number | null;
}

/**
 * Answers the pro-forma invoice of a configuration in `lang`, for a company that must pay before it may order:
 * the positions priced as an order of it would be now (offerPriceLines, never the client's prices), taxed by
 * the tax case its invoice would have (taxCaseOf on the buyer's country and VAT ID, totals per EN 16931), so
 * that the later invoice states the same amounts. Nothing is stored and nothing is numbered.
 */
export async function replyProFormaPdf(app: FastifyInstance, reply: FastifyReply, source: ProFormaSource, lang: Lang, now = new Date()) {
  const [pricing, party, organiser] = await Promise.all([
    loadOfferPricing(app, source.data.eventId),
    source.companyId ? findBillingParty(app.db, source.companyId) : undefined,
    loadOrganiser(app.db),
  ]);
  if (!pricing) throw notFound('eventNotFound', 'eventId');
  await refuseWhatTheOrderWould(app, pricing, source, lang, now);
  const priced = offerPriceLines(pricing, source, lang, now);
  assertWithinNetTotalLimit(priced);
  const buyer = party ? buyerOfCompany(party, lang) : buyerOfPersonal(source.data.personal, lang);
  const { event } = pricing.entry;
  // Before anyone named a country the buyer is taken to be in Germany, as most exhibitors are.
  const taxCase = taxCaseOf({ country: buyer?.country ?? '', vatId: buyer?.vatId ?? '', eventRateBp: event.vatRate, nonEu: organiser.nonEuTax });
  const lines = taxedLines(priced, taxCase);
  const day = dayIn(now, organiser.timeZone);
  const proForma: ProForma = {
    seller: sellerOf(organiser),
    buyer,
    taxCase,
    ...withTotals(lines),
    currency: event.currency,
    event: { nameDe: event.nameDe, nameEn: event.nameEn, startsAt: event.startsAt, endsAt: event.endsAt },
    day,
    dueDate: addDays(day, organiser.paymentTermDays),
    paymentTermDays: organiser.paymentTermDays,
    offerId: source.offerId,
  };
  const pdf = await renderDocumentPdf(proFormaPdfModel(proForma, lang), organiser);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${proFormaFileName(source.offerId, lang)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * Refuses a pro-forma invoice of what its order would refuse, with the order's own messages: a deadline passed,
 * an item not offered (by its name), a stand size out of range, a service below the stand area or a mandatory
 * one missing. Consents and brands cost nothing and are asked for by the order only.
 */
async function refuseWhatTheOrderWould(app: FastifyInstance, pricing: OfferPricing, source: ProFormaSource, lang: Lang, now: Date) {
  const registration = source.registrationId === null ? undefined : await findRegistrationById(app.db, source.registrationId);
  const addition = registration && registration.companyId === source.companyId ? { standQm: registration.standSize } : undefined;
  assertOrderOpen(pricing.entry, source.data, addition !== undefined, now);
  const { catalogue } = await findOrderCatalogue(app.db, pricing.entry, pricing.book, source.data, { staffMade: honoursDeviatingPrices(source), lang });
  refuseBrokenRules(issueFields(pricedIssues(source.data, catalogue, addition)));
}
