import { proposalAnswerInputSchema, standProposalAnswerSchema, type StandProposalAnswer } from '@messeportal/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { hallPlans, standProposals } from '../../platform/db/schema.ts';
import { answers } from '../../platform/http/answers.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { acceptSilentProposals, settleProposal } from '../../halls/stand-sales/settle-proposal.ts';
import { assertMayBook, callerRegistration } from '../../selling/registrations/registration-access.ts';

/**
 * A placement proposal in the exhibitor's portal (issue 31): the stand the organiser proposes, with the deadline;
 * accepted, or objected to with a reason, until the deadline; silence past it counts as accepted.
 */
export const standProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ id: z.string() });

  app.get('/fe/rest/registration/:id/stand-proposal', { schema: { params, response: answers(standProposalAnswerSchema) } }, async (request) => {
    const { registration } = await callerRegistration(app, request, request.params.id);
    await acceptSilentProposals(app, registration.eventId);
    const [latest] = await app.db
      .select({ proposal: standProposals, hall: hallPlans.name })
      .from(standProposals)
      .innerJoin(hallPlans, eq(hallPlans.id, standProposals.hallPlanId))
      .where(eq(standProposals.registrationId, registration.id))
      .orderBy(desc(standProposals.id))
      .limit(1);
    if (!latest) return { proposal: null } satisfies StandProposalAnswer;
    const { proposal, hall } = latest;
    return {
      proposal: { id: proposal.id, hallId: proposal.hallPlanId, hall, stand: proposal.standNumber, deadline: proposal.deadline.toISOString(), answer: proposal.answer, objection: proposal.objection },
    } satisfies StandProposalAnswer;
  });

  app.post('/fe/rest/registration/:id/stand-proposal', { schema: { params, body: proposalAnswerInputSchema, response: answers(z.object({ success: z.literal(true) })) } }, async (request) => {
    const { caller, registration } = await callerRegistration(app, request, request.params.id);
    assertMayBook(policyActor(caller), registration);
    const [open] = await app.db
      .select({ id: standProposals.id })
      .from(standProposals)
      .where(and(eq(standProposals.registrationId, registration.id), isNull(standProposals.answer)));
    if (!open) throw new AppError(409, 'proposalNotOpen');
    const { body } = request;
    await app.db.transaction((tx) => settleProposal(tx, open.id, body.answer === 'accept' ? 'accepted' : 'objected', body.answer === 'object' ? body.objection : '', new Date()));
    app.catalogueChanges.changedHere('exhibitors');
    return { success: true as const };
  });
};
