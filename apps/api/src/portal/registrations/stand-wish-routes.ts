import { standWishesAnswerSchema, standWishesInputSchema, type StandWishesAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadStandStates } from '../../halls/stand-sales/stand-states.ts';
import { saveStandWishes, takesWishes, wishableHalls, wishOfRegistration } from '../../halls/stand-wishes/stand-wishes.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { answers } from '../../platform/http/answers.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertMayBook, callerRegistration } from '../../selling/registrations/registration-access.ts';

/**
 * The exhibitor's stand wishes in the portal (issue 31), where the organiser decides: up to three stands of the plan
 * (request and approval), or a hall, a sector, neighbours and competitors to avoid (placement), until the registration
 * has a stand.
 */
export const standWishRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ id: z.string() });

  app.get('/fe/rest/registration/:id/stand-wishes', { schema: { params, response: answers(standWishesAnswerSchema) } }, async (request) => {
    const { caller, registration, entry } = await callerRegistration(app, request, request.params.id);
    const plans = await app.eventPlans.get(registration.eventId);
    const open = takesWishes(entry.event.standSelling, plans);
    const wish = await wishOfRegistration(app.db, registration.id);
    const hallName = (id: number) => plans.halls.find((hall) => hall.id === id)?.name ?? '';
    // The stands still to be had, where the exhibitor names stands: those of a stand type the event sells, nobody's yet.
    const taken = open && entry.event.standSelling === 'request' ? await loadStandStates(app, registration.eventId, new Date()) : null;
    const unavailable = new Set(taken?.answer.states.filter((row) => row.state !== 'requested').map((row) => `${row.hallId}/${row.stand}`));
    const stands = taken
      ? plans.halls.flatMap((hall) =>
          [...hall.standsByKey.values()]
            .filter((stand) => stand.standConfigId !== null && !unavailable.has(`${hall.id}/${stand.number}`))
            .map((stand) => ({ hallId: hall.id, stand: stand.number, areaM2: stand.areaM2, kind: stand.kind })),
        )
      : [];
    return {
      standSelling: plans.halls.length > 0 ? entry.event.standSelling : null,
      mayChange: open && registration.standNr === '' && !registration.canceledAt && registration.companyId === caller.companyId,
      wish: wish && {
        stands: wish.stands.map((stand) => ({ ...stand, hall: hallName(stand.hallId) })),
        hallId: wish.hallPlanId,
        sector: wish.sector,
        neighbours: wish.neighbours,
        avoid: wish.avoid,
        note: wish.note,
        updatedAt: wish.updatedAt.toISOString(),
      },
      halls: open ? wishableHalls(plans) : [],
      stands,
    } satisfies StandWishesAnswer;
  });

  app.put('/fe/rest/registration/:id/stand-wishes', { schema: { params, body: standWishesInputSchema, response: answers(z.object({ success: z.literal(true) })) } }, async (request) => {
    const { caller, registration, entry } = await callerRegistration(app, request, request.params.id);
    assertMayBook(policyActor(caller), registration);
    if (!takesWishes(entry.event.standSelling, await app.eventPlans.get(registration.eventId))) throw new AppError(409, 'standWishesClosed');
    if (registration.standNr !== '') throw new AppError(409, 'standWishesPlaced');
    await saveStandWishes(app, registration, request.body, new Date());
    return { success: true as const };
  });
};
