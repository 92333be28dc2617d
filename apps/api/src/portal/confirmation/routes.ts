import { successAnswerSchema, type SuccessAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { hashToken, isTokenForm } from '../../platform/auth/token.ts';
import { invoiceOnConfirmation } from '../../invoicing/invoice-on-confirmation.ts';
import { confirmByOptInToken } from '../../selling/orders/repo.ts';
import { answers } from '../../platform/http/answers.ts';

/** The double opt-in: the link of the order mail confirms the new exhibitor's registration. */
export const confirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const confirming = { access: 'public' as const, rateLimit: { max: app.config.confirmLimitPerAddress, timeWindow: '10 minutes' } };
  app.post<{ Params: { id: string; token: string } }>('/pub/confirm/:id/:token', { config: confirming, schema: { response: answers(successAnswerSchema) } }, async (request) => {
    const id = parseId(request.params.id);
    const token = request.params.token;
    const valid = id !== undefined && isTokenForm(token) && (await confirmByOptInToken(app.db, id, hashToken(token)));
    if (!valid) throw new AppError(410, 'confirmLinkInvalid', { property: 'token' });
    await invoiceOnConfirmation(app, id, null);
    return { success: true } satisfies SuccessAnswer;
  });
};
