import { centsToAmount, chosenMedia, earlyBookingRuns, mediaPriceLine, priceTotals, type PriceLine } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type FieldError } from '../../http/app-error.ts';
import { assertPrintOpen } from '../events/deadlines.ts';
import { queueMails } from '../mail/outbox.ts';
import { orderSummaryMail } from '../orders/order-mails.ts';
import { findMediaItems, insertOrder } from '../orders/repo.ts';
import { takeStockOrFail } from '../orders/take-stock.ts';
import { presentLine } from './presenter.ts';
import { findContactMailbox } from './repo.ts';
import { ownRegistration } from './own-registration.ts';

const mediaOrderBody = z.object({
  medias: z
    .array(z.object({ id: z.number().int().positive().max(2_147_483_647), amount: z.number().int().min(0).max(100_000) }))
    .min(1)
    .max(500),
  comment: z.string().trim().max(4000).optional().default(''),
});

/**
 * Advertising media ordered from the portal (SPEC §2 media): for a registration of the caller's company,
 * before the event's print deadline, priced by the server, the stock taken under row locks as in a
 * binding order; an item short of pieces fails the whole order.
 */
export const mediaOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/fe/rest/media/:id', { schema: { params: z.object({ id: z.string() }), body: mediaOrderBody } }, async (request) => {
    const { caller, registration, entry } = await ownRegistration(app, request, request.params.id);
    const now = new Date();
    assertPrintOpen(entry.event, now);
    const chosen = chosenMedia(request.body.medias);
    if (chosen.size === 0) throw new AppError(400, 'required', { property: 'medias' });
    const lang = request.lang;

    const result = await app.db.transaction(async (tx) => {
      const items = (await findMediaItems(tx, entry.event.id, [...chosen.keys()])).filter((item) => item.isActive && item.isConfigurator);
      const offered = new Set(items.map((item) => item.id));
      const missing: FieldError[] = [...chosen.keys()].filter((id) => !offered.has(id)).map((id) => ({ property: `media_${id}`, code: 'mediaNotOffered' }));
      if (missing.length > 0) throw new AppError(400, 'badRequest', { fields: missing });

      const early = earlyBookingRuns(entry.event.earlyBookerEndsAt, now);
      const lines: PriceLine[] = items.flatMap((item) => {
        const line = mediaPriceLine({ ...item, name: lang === 'en' ? item.nameEn : item.nameDe }, chosen.get(item.id), { earlyBookingRuns: early });
        return line ? [line] : [];
      });
      const totals = priceTotals(lines, entry.event.vatRate);
      const contact = (await findContactMailbox(tx, caller.contactId))!;
      const mailLang = contact.lang === 'en' ? 'en' : 'de';
      const orderId = await insertOrder(
        tx,
        {
          eventId: entry.event.id,
          companyId: caller.companyId,
          registrationId: registration.id,
          contactId: caller.contactId,
          type: 'media',
          comment: request.body.comment,
          lang: mailLang,
          netCents: totals.net,
          vatCents: totals.vat,
          grossCents: totals.gross,
          data: request.body,
        },
        lines,
      );
      await queueMails(tx, [
        orderSummaryMail({
          recipient: contact.email,
          lang: mailLang,
          eventName: mailLang === 'en' ? entry.event.nameEn : entry.event.nameDe,
          lines,
          totals,
          vatRate: entry.event.vatRate,
          currency: entry.event.currency,
          comment: request.body.comment,
        }),
      ]);
      await takeStockOrFail(tx, chosen);
      return { orderId, lines, totals };
    });
    app.mailQueued();
    return {
      success: true,
      orderId: result.orderId,
      positions: result.lines.map((line) => presentLine(line, lang)),
      net: centsToAmount(result.totals.net),
      vat: centsToAmount(result.totals.vat),
      gross: centsToAmount(result.totals.gross),
    };
  });
};
