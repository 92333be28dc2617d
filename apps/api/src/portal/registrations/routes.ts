import {
  BookletTab,
  bookletIssues,
  bookletSchema,
  bookletValuesSchema,
  missingConsents,
  orderedAmounts,
  ownPart,
  registrationAnswerSchema,
  saveBookletAnswerSchema,
  saveBookletQuerySchema,
  translate,
  type ExhibitorTab,
  type OrderedService,
  type SaveBookletAnswer,
} from '@messeportal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { isNotHidden } from '../../catalogue/reading/presenter.ts';
import { holdCatalogueRows } from '../../catalogue/reading/held-rows.ts';
import { assertTechOpen } from '../../catalogue/events/deadlines.ts';
import { fireplaceRoutes } from './fireplace-routes.ts';
import { floorPlanRoutes } from './floor-plan-routes.ts';
import { standProposalRoutes } from './stand-proposal-routes.ts';
import { standWishRoutes } from './stand-wish-routes.ts';
import { mediaOrderRoutes } from './media-order-routes.ts';
import { assertMayBook, callerRegistrationView } from '../../selling/registrations/registration-access.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { presentBooklet, presentRegistration } from '../../selling/registrations/presenter.ts';
import { loadBookletValues, lockBookletOrdered, replaceBookletValues, saveBookletTab } from '../../selling/registrations/repo.ts';
import { loadBookletView, loadRegistrationDetail, loadRegistrationForSave } from '../../selling/registrations/views-repo.ts';
import { sendBookedServices } from './send-booked-services.ts';
import { taxCaseOfCompany } from '../../documents/buyer-tax-case.ts';
import { answers } from '../../platform/http/answers.ts';

type IdParams = { Params: { id: string } };

/** A registration of the caller's company: the detail page and the order booklet (SPEC §2, §7). */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fireplaceRoutes);
  await app.register(mediaOrderRoutes);
  await app.register(floorPlanRoutes);
  await app.register(standProposalRoutes);
  await app.register(standWishRoutes);

  // The caller's session is read in the page's statement (one round trip per page; the save reads with it).
  const page = { config: { access: 'exhibitor' as const, sessionInStatement: true } };
  app.get<IdParams>('/fe/rest/registration/:id', { ...page, schema: { response: answers(registrationAnswerSchema) } }, async (request) => {
    const load = (request: FastifyRequest, id: number) => loadRegistrationDetail(app.db, request, id);
    const { view, entry } = await callerRegistrationView(app, request, request.params.id, load);
    const taxCase = await taxCaseOfCompany(app.db, view.registration.companyId, entry.event.vatRate);
    return { ...presentRegistration(view, entry, request.lang), taxCase };
  });

  app.get<IdParams>('/fe/rest/orderbook/:id', { ...page, schema: { response: answers(bookletSchema) } }, async (request) => {
    const load = (request: FastifyRequest, id: number) => loadBookletView(app.db, request, id);
    const { view, entry } = await callerRegistrationView(app, request, request.params.id, load);
    const [book, taxCase] = await Promise.all([app.orderBooks.get(entry.event.id), taxCaseOfCompany(app.db, view.registration.companyId, entry.event.vatRate)]);
    return presentBooklet(book, view, entry, request.lang, new Date(), taxCase);
  });

  app.post(
    '/fe/rest/orderbook/:id',
    { ...page, schema: { params: z.object({ id: z.string() }), querystring: saveBookletQuerySchema, body: bookletValuesSchema, response: answers(saveBookletAnswerSchema) } },
    async (request) => {
      const load = (request: FastifyRequest, id: number) => loadRegistrationForSave(app.db, request, id);
      const { caller, view: found, entry } = await callerRegistrationView(app, request, request.params.id, load);
      const { registration } = found;
      assertMayBook(policyActor(caller), registration);
      assertTechOpen(entry.event);
      const { tab, sendMail } = request.query;
      const book = await app.orderBooks.get(entry.event.id);
      const visible = book.items.filter(isNotHidden);
      const values = request.body.orderBooks;
      const tabItems = new Map(visible.filter((item) => item.tab === tab).map((item) => [item.id, item]));
      // The tab checked against the services of the binding orders, and the exhibitor's own part of each value;
      // an item deleted since the booklet was read (`gone`) is refused as it would be after the deletion.
      const check = (orderedServices: OrderedService[], gone: ReadonlySet<number> = new Set()) => {
        const ordered = orderedAmounts(orderedServices);
        const items = visible.filter((item) => !gone.has(item.id));
        const { errors, warnings } = bookletIssues(items, tab as ExhibitorTab, values, ordered, registration.standSize);
        if (errors.length > 0) {
          throw new AppError(400, 'badRequest', { fields: errors.map((e) => ({ property: e.property, code: e.message, params: e.params })) });
        }
        // The booklet keeps what the exhibitor adds on top of the binding orders (see booked-services.ts).
        const own = values.map((value) => {
          const total = { amount: value.amount ?? 0, checked: value.checked ?? false };
          return { orderBookItemId: value.id, ...(ownPart(tabItems.get(value.id)!, ordered.get(value.id) ?? 0, total) ?? total) };
        });
        return { warnings, own };
      };
      // A plain save in one call, checked against the binding orders as read with the registration; when they
      // changed meanwhile, an item was deleted, or the booklet is to be mailed, all of it again in a transaction
      // under the lock, the items named held until it commits (holdCatalogueRows).
      const quick = sendMail === '1' ? undefined : check(found.ordered);
      const saved = quick && (await saveBookletTab(app.db, registration.id, [...tabItems.keys()], quick.own, found.orderedText));
      const warnings = saved
        ? quick.warnings
        : await app.db.transaction(async (tx) => {
            const orderedServices = await lockBookletOrdered(tx, registration.id);
            const gone = await holdCatalogueRows(tx, { bookletItems: values.map((value) => value.id) });
            const { warnings, own } = check(orderedServices, gone.bookletItems);
            await replaceBookletValues(tx, registration.id, [...tabItems.keys()], own);
            if (sendMail === '1') {
              const input = { companyId: caller.companyId, registrationId: registration.id, entry, book, orderedServices };
              await sendBookedServices(tx, { ...input, lang: request.lang, now: new Date() });
            }
            return warnings;
          });
      if (sendMail === '1') app.mailQueued();
      // Saving the services also says which mandatory consents are still missing.
      const consents = tab === BookletTab.products ? missingConsents(visible, await loadBookletValues(app.db, registration.id)) : [];
      return {
        success: true,
        message: translate('orderBookSaved', request.lang),
        warnings: [...warnings, ...consents].map((w) => ({ property: w.property, message: translate(w.message, request.lang) })),
      } satisfies SaveBookletAnswer;
    },
  );
};
