import {
  checkStandSize,
  chosenMedia,
  configurationSchema,
  orderIssues,
  priceTotals,
  withoutPasswords,
  type Configuration,
  type Lang,
} from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound, type FieldError } from '../../http/app-error.ts';
import { claimIdempotencyKey, findIdempotentAnswer, storeIdempotentAnswer } from '../../http/idempotency.ts';
import type { Caller } from '../auth/plugin.ts';
import { hashPassword } from '../auth/password.ts';
import { newToken, hashToken } from '../auth/token.ts';
import { issueDocument } from '../documents/issue-document.ts';
import { markFilesKept } from '../files/repo.ts';
import { queueMails } from '../mail/outbox.ts';
import { isCompanyEmail } from '../configurator/repo.ts';
import { validatePersonal } from '../configurator/validate-personal.ts';
import { findOfferByUuid, updateOffer, type OfferRow } from '../offers/repo.ts';
import { configurationFileIds, editableByCustomer } from '../offers/save-offer.ts';
import { CONFIRM_DAYS, confirmLink, orderSummaryMail, registrationConfirmMail } from './order-mails.ts';
import { ensureCompany, saveBrands, type Orderer } from './order-company.ts';
import { orderableMedia, orderableOrderBookItems, orderPriceLines } from './order-prices.ts';
import { takeStockOrFail } from './take-stock.ts';
import {
  existingFileIds,
  findMediaItems,
  findOrderingContact,
  insertOrder,
  insertRegistration,
} from './repo.ts';

export interface OrderResult {
  success: true;
  type: 'offer' | 'registration';
  registrationId: number;
}

export interface OrderRequest {
  configuration: Configuration;
  caller: Caller | null;
  lang: Lang;
  idempotency?: { key: string; hash: string };
}

/** Offer state 3: accepted, i.e. ordered bindingly. */
const STATE_ACCEPTED = 3;

/**
 * A binding order (SPEC §2 order step, DESIGN "Rules"): everything is checked again and priced from the
 * server's catalogue; the stock, the company, the registration, the order and its mails are written in one
 * transaction, so an order either happens whole or changes nothing.
 */
export async function placeOrder(app: FastifyInstance, request: OrderRequest): Promise<OrderResult> {
  const { configuration, caller, lang } = request;
  const entry = await app.eventCatalog.find(configuration.eventId);
  if (!entry) throw notFound('eventNotFound', 'eventId');
  const now = new Date();
  if (now > entry.event.registrationEndsAt) throw new AppError(409, 'registrationClosed');

  const scope = caller?.kind === 'exhibitor' ? `order:fe:${caller.companyId}` : 'order:pub';
  if (request.idempotency) {
    // A repeat of a finished order answers before any check that the first order itself changed the outcome of.
    const answered = await findIdempotentAnswer(app.db, scope, request.idempotency.key, request.idempotency.hash);
    if (answered) return answered.replay as OrderResult;
  }

  const offer = configuration.uuid ? await orderableOffer(app, configuration, caller) : undefined;
  // An offer the customer may not change is ordered as it was saved, with the prices staff set in it.
  const content = offer && !editableByCustomer(offer) ? { ...configurationSchema.parse(offer.data), agb: configuration.agb } : configuration;
  const honourDeviatingPrices = offer?.offerType === 2;
  const orderer = await ordererOf(app, caller, configuration.eventId, configuration.personal, lang);
  const orderBookItems = orderableOrderBookItems(entry, await app.orderBooks.get(entry.event.id), honourDeviatingPrices);

  try {
    return await app.db.transaction(async (tx) => {
      if (request.idempotency) {
        const claim = await claimIdempotencyKey(tx, scope, request.idempotency.key, request.idempotency.hash);
        if (claim) return claim.replay as OrderResult;
      }
      const chosen = chosenMedia(content.medias);
      const media = await findMediaItems(tx, entry.event.id, [...chosen.keys()]);
      const orderable = orderableMedia(media, honourDeviatingPrices);
      const issues: FieldError[] = orderIssues(content, {
        standConfigs: entry.standConfigs,
        productGroupIds: entry.productgroupsIds,
        media: new Map(orderable.map((item) => [item.id, { available: item.stock - item.ordered }])),
        orderBookItems: new Map(orderBookItems.map((item) => [item.id, item])),
      }).map((issue) => ({ property: issue.property, code: issue.message, params: issue.params }));
      const fileIds = configurationFileIds(content);
      const existing = await existingFileIds(tx, fileIds);
      content.brands.forEach((brand, index) => {
        for (const field of ['fileLogoNew', 'fileMotifNew'] as const) {
          const file = brand[field];
          if (file && !existing.has(file.id)) issues.push({ property: `brands.${index}.${field}`, code: 'invalidValue' });
        }
      });
      if (issues.length > 0) throw new AppError(400, 'badRequest', { fields: issues });

      // In the orderer's language, like the mails and documents made from the order.
      const orderLang = orderer.kind === 'exhibitor' ? orderer.lang : orderer.personal.contact.lang;
      const lines = orderPriceLines(entry, content, orderable, orderBookItems, { lang: orderLang, now, honourDeviatingPrices });
      const totals = priceTotals(lines, entry.event.vatRate);
      const { companyId, contactId, recipient, recipientLang } = await ensureCompany(tx, orderer);
      const brandIds = await saveBrands(tx, companyId, contactId, content.brands);
      await markFilesKept(tx, fileIds);

      const type = offer && caller?.kind === 'exhibitor' && offer.companyId === caller.companyId ? 'offer' : 'registration';
      const token = type === 'registration' ? newToken() : undefined;
      const standConfig = entry.standConfigs.find((c) => c.id === content.stand.standConfigId)!;
      const size = checkStandSize(content.stand.qm, standConfig);
      const registrationId = await insertRegistration(
        tx,
        {
          eventId: entry.event.id,
          companyId,
          standConfigId: standConfig.id,
          standType: standConfig.standType,
          standSize: size.ok ? size.qm : null,
          isConfirmed: type === 'offer',
          confirmTokenHash: token ? hashToken(token) : null,
          confirmExpiresAt: token ? new Date(now.getTime() + CONFIRM_DAYS * 86_400_000) : null,
        },
        { contactId, brandIds },
      );
      const orderId = await insertOrder(
        tx,
        {
          eventId: entry.event.id,
          companyId,
          registrationId,
          contactId,
          offerId: offer?.id ?? null,
          type,
          comment: configuration.comment,
          lang: recipientLang,
          netCents: totals.net,
          vatCents: totals.vat,
          grossCents: totals.gross,
          data: withoutPasswords({ ...content, comment: configuration.comment }),
        },
        lines,
      );
      // Accepted, so staff see it locked; a state staff set beyond that (declined, expired) stays.
      if (offer) await updateOffer(tx, offer.id, { orderedAt: now, state: Math.max(offer.state, STATE_ACCEPTED), companyId });

      const eventName = recipientLang === 'en' ? entry.event.nameEn : entry.event.nameDe;
      const mail = { recipient, lang: recipientLang, eventName };
      const summary = { ...mail, lines, totals, vatRate: entry.event.vatRate, currency: entry.event.currency, comment: configuration.comment };
      await queueMails(tx, [
        ...(token ? [registrationConfirmMail({ ...mail, link: confirmLink(app.config.publicUrl, registrationId, token, recipientLang) })] : []),
        orderSummaryMail(summary),
      ]);

      // Late, like the stock: the number counter and the media rows stay locked only until the commit.
      await issueDocument(tx, { type: 'confirmation', status: 'open', companyId, registrationId, orderId, totals, now });
      // Last, so the rows stay locked only until the commit right after.
      await takeStockOrFail(tx, chosen);

      const result: OrderResult = { success: true, type, registrationId };
      if (request.idempotency) await storeIdempotentAnswer(tx, scope, request.idempotency.key, result);
      return result;
    });
  } catch (error) {
    throw uniqueViolationAsConflict(error) ?? error;
  } finally {
    app.mailQueued();
  }
}

/** The offer a configuration names, if it may be ordered by this caller. */
async function orderableOffer(app: FastifyInstance, configuration: Configuration, caller: Caller | null): Promise<OfferRow> {
  const offer = await findOfferByUuid(app.db, configuration.uuid!);
  if (!offer) throw notFound('offerOutdated', 'uuid');
  if (offer.eventId !== configuration.eventId) throw new AppError(400, 'offerOtherEvent', { property: 'eventId' });
  if (offer.orderedAt) throw new AppError(409, 'offerNotEditable', { property: 'uuid' });
  const callerCompany = caller?.kind === 'exhibitor' ? caller.companyId : null;
  if (offer.companyId && offer.companyId !== callerCompany) throw new AppError(403, 'offerOfOtherCompany', { property: 'uuid' });
  return offer;
}

async function ordererOf(app: FastifyInstance, caller: Caller | null, eventId: number, personal: unknown, lang: Lang): Promise<Orderer> {
  if (caller?.kind === 'exhibitor') {
    const contact = await findOrderingContact(app.db, caller.contactId, eventId);
    // SPEC §6: only the company's main contact may register for a new event.
    if (!contact?.isMainContact) throw new AppError(403, 'mainContactOnly');
    // Once per event; two racing orders meet the unique index instead (see uniqueViolationAsConflict).
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

/**
 * Two orders racing for the same username or the same company and event: the database's unique index lets
 * one win; the other gets the error a sequential order would have got.
 */
function uniqueViolationAsConflict(error: unknown): AppError | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint === 'contacts_email_uq') return new AppError(409, 'emailInUse', { property: 'personal.contact.email' });
  if (constraint === 'registrations_event_company_uq') return new AppError(409, 'alreadyRegistered');
  return undefined;
}
