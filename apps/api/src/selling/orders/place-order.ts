import { checkStandSize, chosenMedia, honoursDeviatingPrices, orderIssues, type Configuration, type Lang } from '@messeportal/domain';
import { assertOrderOpen } from '../../catalogue/events/deadlines.ts';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound, type FieldError } from '../../platform/http/app-error.ts';
import type { Caller } from '../../platform/auth/plugin.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { isCompanyEmail } from '../configurator/repo.ts';
import { validatePersonal } from '../configurator/validate-personal.ts';
import { configurationFileIssues, keepConfigurationFiles } from '../offers/configuration-files.ts';
import { confirmLink } from './order-mails.ts';
import { newConfirmLink } from './confirm-link.ts';
import { findOrderCatalogue, heldOrderCatalogue, issueFields, refuseBrokenRules } from './order-checks.ts';
import { ensureCompany, saveBrands, type Orderer } from './order-company.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { orderableOffer, orderedContent } from './order-offer.ts';
import { offerConfiguration } from '../offers/offer-prices.ts';
import { orderPriceLines } from '../pricing/order-prices.ts';
import { answerOnce, inOrderTransaction, type OrderIdempotency, type OrderResult } from './order-transaction.ts';
import { placeAdditionOrder } from './place-addition-order.ts';
import { recordOrder } from './record-order.ts';
import { findOrderingContact, insertRegistration } from './repo.ts';
import { assertWithinNetTotalLimit } from '../pricing/net-total-limit.ts';
import { bookHeldStand, orderedPlanStand } from '../../halls/stand-sales/book-stand.ts';

export type { OrderResult } from './order-transaction.ts';

export interface OrderRequest {
  configuration: Configuration;
  caller: Caller | null;
  lang: Lang;
  idempotency?: { key: string; hash: string };
}

/**
 * A binding order (SPEC §2 order step, DESIGN "Rules"): everything is checked again and priced from the
 * server's catalogue; the stock, the company, the registration, the order and its mails are written in one
 * transaction, so an order either happens whole or changes nothing. An offer staff made for an existing
 * registration adds to that registration instead (see placeAdditionOrder).
 */
export async function placeOrder(app: FastifyInstance, request: OrderRequest): Promise<OrderResult> {
  const { configuration, caller } = request;
  const entry = await app.eventCatalog.find(configuration.eventId);
  if (!entry) throw notFound('eventNotFound', 'eventId');

  const scope = caller?.kind === 'exhibitor' ? `order:fe:${caller.companyId}` : 'order:pub';
  const idempotency: OrderIdempotency | undefined = request.idempotency && { scope, ...request.idempotency };
  return answerOnce(app, idempotency, () => placeOnce(app, request, entry, idempotency));
}

async function placeOnce(app: FastifyInstance, request: OrderRequest, entry: CatalogEvent, idempotency: OrderIdempotency | undefined): Promise<OrderResult> {
  const { configuration, caller, lang } = request;
  const offer = configuration.uuid ? await orderableOffer(app, configuration, caller) : undefined;
  const chosen = orderedContent(offer, configuration);
  if (offer?.registrationId && caller?.kind === 'exhibitor') {
    return placeAdditionOrder(app, { entry, offer, registrationId: offer.registrationId, content: chosen, caller, idempotency, answerLang: lang });
  }
  // A stand picked on the hall plan is what the plan says it is: its stand type and size, whatever the browser sent.
  const planStand = chosen.stand.plan ? await orderedPlanStand(app, entry.event, chosen.stand.plan) : undefined;
  const content = planStand ? { ...chosen, stand: { ...chosen.stand, standConfigId: planStand.standConfigId, qm: planStand.qm } } : chosen;

  const now = new Date();
  assertOrderOpen(entry, content, false, now);
  const honourDeviatingPrices = offer !== undefined && honoursDeviatingPrices(offer);
  const orderer = await ordererOf(app, caller, configuration.eventId, configuration.personal, lang);
  // In the orderer's language, like the mails and documents made from the order.
  const orderLang = orderer.kind === 'exhibitor' ? orderer.lang : orderer.personal.contact.lang;

  // Checked and priced before the transaction, which then only writes (and holds the embedded database no longer
  // than that): each statement reads the latest commit inside a transaction as well, and the stock is checked
  // again when it is taken under its row lock.
  const book = await app.orderBooks.get(entry.event.id);
  const { catalogue, media, orderBookItems } = await findOrderCatalogue(app.db, entry, book, content, { staffMade: honourDeviatingPrices, lang });
  const issues: FieldError[] = issueFields(orderIssues(content, catalogue));
  const stored = offer && offerConfiguration(offer);
  issues.push(...(await configurationFileIssues(app.db, content, stored)));
  refuseBrokenRules(issues);

  const pricing = { now, honourDeviatingPrices, specialStandPrice: planStand?.specialPrice };
  const lines = orderPriceLines(entry, content, media, orderBookItems, { ...pricing, lang: orderLang });
  assertWithinNetTotalLimit(lines);
  const linesDe = orderLang === 'de' ? lines : orderPriceLines(entry, content, media, orderBookItems, { ...pricing, lang: 'de' });

  return inOrderTransaction(app, idempotency, async (tx) => {
    refuseBrokenRules(issueFields(orderIssues(content, await heldOrderCatalogue(tx, content, catalogue))));
    const { companyId, contactId, recipient, recipientLang } = await ensureCompany(tx, orderer);
    const brandIds = await saveBrands(tx, companyId, contactId, content.brands);
    await keepConfigurationFiles(tx, content, stored);

    const type = offer && caller?.kind === 'exhibitor' && offer.companyId === caller.companyId ? 'offer' : 'registration';
    // A logged-in contact's login already proves its address: no second opt-in for its company's next fair.
    const isConfirmed = type === 'offer' || orderer.kind === 'exhibitor';
    const link = isConfirmed ? undefined : await newConfirmLink(tx, now);
    const standConfig = entry.standConfigs.find((c) => c.id === content.stand.standConfigId)!;
    const size = checkStandSize(content.stand.qm, standConfig);
    const stand = planStand && (await bookHeldStand(tx, entry.event.id, planStand, now));
    const registrationId = await insertRegistration(
      tx,
      {
        eventId: entry.event.id,
        companyId,
        standConfigId: standConfig.id,
        standType: standConfig.standType,
        standSize: size.ok ? size.qm : null,
        ...stand,
        isConfirmed,
        confirmTokenHash: link?.tokenHash ?? null,
        confirmExpiresAt: link?.expiresAt ?? null,
      },
      { contactId, brandIds },
    );
    await recordOrder(tx, {
      entry,
      companyId,
      registrationId,
      contactId,
      offer,
      type,
      content,
      lines,
      linesDe,
      chosen: chosenMedia(content.medias),
      recipient: { email: recipient, lang: recipientLang },
      confirmLink: link && { href: confirmLink(app.config.publicUrl, registrationId, link.token, recipientLang), validDays: link.validDays },
      now,
    });
    return { success: true, type, isConfirmed, registrationId, email: recipient };
  });
}

async function ordererOf(app: FastifyInstance, caller: Caller | null, eventId: number, personal: unknown, lang: Lang): Promise<Orderer> {
  if (caller?.kind === 'exhibitor') {
    const contact = await findOrderingContact(app.db, caller.contactId, eventId);
    // SPEC §6: only the company's main contact may register for a new event.
    if (!contact?.isMainContact) throw new AppError(403, 'mainContactOnly');
    // Once per event; two racing orders meet the unique index instead (see inOrderTransaction).
    if (contact.isRegistered) throw new AppError(409, 'alreadyRegistered');
    return { kind: 'exhibitor', companyId: caller.companyId, contactId: contact.id, email: contact.email, lang: contact.lang === 'en' ? 'en' : 'de' };
  }
  const checked = await validatePersonal(app.db, personal, lang);
  // The new-exhibitor check of the wizard (checkemail), enforced: a known company logs in instead.
  if (checked.personal && (await isCompanyEmail(app.db, checked.personal.company.email))) {
    throw new AppError(409, 'companyRegistered', { property: 'personal.company.email' });
  }
  if (!checked.personal) {
    const fields = Object.entries(checked.validation).flatMap(([section, errors]) =>
      errors.map((error) => ({
        property: error.property === section ? `personal.${section}` : `personal.${section}.${error.property}`,
        message: error.message,
      })),
    );
    throw new AppError(400, 'badRequest', { fields });
  }
  // Hashed before the transaction: argon2 takes tens of milliseconds that no lock should wait for.
  return { kind: 'new', personal: checked.personal, passwordHash: await hashPassword(checked.personal.contact.passwordNew) };
}
