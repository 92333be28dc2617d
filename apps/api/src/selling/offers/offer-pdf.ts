import { langFromLocale, type Lang } from '@messeportal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../platform/http/app-error.ts';
import { renderDocumentPdf } from '../../documents/render-pdf.ts';
import { findBillingParty } from '../../documents/repo.ts';
import { taxCaseOfCompany } from '../../documents/buyer-tax-case.ts';
import { loadOrganiser } from '../../platform/settings/repo.ts';
import { offerPdfModel, offerPdfTitle } from './offer-pdf-model.ts';
import { loadOfferPricing, offerConfiguration, offerPriceLines } from './offer-prices.ts';
import { findMainContactLang, type OfferRow } from './repo.ts';

/** The customer's language: the main contact's of the offer's company, else the language the call asks for. */
async function customerLang(app: FastifyInstance, offer: OfferRow, requestLang: Lang): Promise<Lang> {
  const contactLang = offer.companyId ? await findMainContactLang(app.db, offer.companyId) : undefined;
  return contactLang ? langFromLocale(contactLang) : requestLang;
}

/**
 * Answers the PDF of an offer in its customer's language, priced as an order of it would be now, as a
 * download `Angebot-<id>.pdf` / `Offer-<id>.pdf`. The back office and the customer's link print through here.
 */
export async function replyOfferPdf(app: FastifyInstance, reply: FastifyReply, offer: OfferRow, requestLang: Lang) {
  const [pricing, lang, party, organiser] = await Promise.all([
    loadOfferPricing(app, offer.eventId),
    customerLang(app, offer, requestLang),
    offer.companyId ? findBillingParty(app.db, offer.companyId) : undefined,
    loadOrganiser(app.db),
  ]);
  if (!pricing) throw notFound('eventNotFound', 'eventId');
  const { event } = pricing.entry;
  const lines = offerPriceLines(pricing, { ...offer, data: offerConfiguration(offer) }, lang);
  const taxCase = await taxCaseOfCompany(app.db, offer.companyId, event.vatRate);
  const pdf = await renderDocumentPdf(offerPdfModel({ offer, lines, party, event, taxCase, lang }), organiser);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${offerPdfTitle(lang)}-${offer.id}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
