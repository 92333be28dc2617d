import type { ExhibitorCaller } from '../../platform/auth/plugin.ts';
import { additionIssues, chosenMedia, honoursDeviatingPrices, type Configuration, type Lang } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, unauthorized } from '../../platform/http/app-error.ts';
import { assertOrderOpen } from '../../catalogue/events/deadlines.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import type { OfferRow } from '../offers/repo.ts';
import { assertMayBook, findReadableRegistration } from '../registrations/registration-access.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { findOrderCatalogue, heldOrderCatalogue, issueFields, refuseBrokenRules } from './order-checks.ts';
import { orderPriceLines } from '../pricing/order-prices.ts';
import { inOrderTransaction, type OrderIdempotency, type OrderResult } from './order-transaction.ts';
import { recordOrder } from './record-order.ts';
import { findOrderingContact } from './repo.ts';
import { assertWithinNetTotalLimit } from '../pricing/net-total-limit.ts';

export interface AdditionOrderRequest {
  entry: CatalogEvent;
  /** An offer staff made for an existing registration (back-office mode be_registration). */
  offer: OfferRow;
  registrationId: number;
  /** What is ordered (see orderedContent). */
  content: Configuration;
  caller: ExhibitorCaller;
  idempotency: OrderIdempotency | undefined;
  /** The language of the answer, in which a refusal names the items. */
  answerLang: Lang;
}

/**
 * The binding order of media and services staff offered for an existing registration: an order of that
 * registration, with no new registration and no stand. Any contact of the company may place it (the
 * main-contact rule is for registering for a new event), and the registration deadline does not apply:
 * media follow the print deadline and services the tech deadline, as when the exhibitor orders them in the
 * portal. Priced, checked against the stock and confirmed like every binding order. The services are an
 * order of their own with its confirmation, and show in the registration's booklet as ordered (see
 * booked-services.ts in the domain).
 */
export async function placeAdditionOrder(app: FastifyInstance, request: AdditionOrderRequest): Promise<OrderResult> {
  const { entry, offer, registrationId, caller } = request;
  // The registration has its stand and brands; only media and services are added.
  const content: Configuration = { ...request.content, stand: {}, brands: [] };
  const now = new Date();
  assertOrderOpen(entry, content, true, now);

  const staffMade = honoursDeviatingPrices(offer);
  const book = await app.orderBooks.get(entry.event.id);
  const contact = await findOrderingContact(app.db, caller.contactId, entry.event.id);
  if (!contact) throw unauthorized();
  const lang = contact.lang === 'en' ? 'en' : 'de';

  return inOrderTransaction(app, request.idempotency, async (tx) => {
    const registration = await findReadableRegistration(tx, policyActor(caller), registrationId);
    if (registration?.eventId !== entry.event.id) throw new AppError(404, 'registrationNotFound', { property: 'uuid' });
    assertMayBook(policyActor(caller), registration);
    const { catalogue, media, orderBookItems } = await findOrderCatalogue(tx, entry, book, content, { staffMade, lang: request.answerLang });
    refuseBrokenRules(issueFields(additionIssues(content, await heldOrderCatalogue(tx, content, catalogue), registration.standSize)));

    const priced = (language: Lang) => orderPriceLines(entry, content, media, orderBookItems, { lang: language, now, honourDeviatingPrices: staffMade });
    const lines = priced(lang);
    assertWithinNetTotalLimit(lines);
    await recordOrder(tx, {
      entry,
      companyId: caller.companyId,
      registrationId,
      contactId: contact.id,
      offer,
      type: 'offer',
      content,
      lines,
      linesDe: lang === 'de' ? lines : priced('de'),
      chosen: chosenMedia(content.medias),
      recipient: { email: contact.email, lang },
      now,
    });
    return { success: true, type: 'offer', isConfirmed: true, registrationId, email: contact.email };
  });
}
