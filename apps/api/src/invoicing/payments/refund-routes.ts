import { refundAnswerSchema, refundBatchAnswerSchema, refundBatchInputSchema, refundInputSchema, refundsAnswerSchema } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, staffRoute } from '../../platform/auth/staff.ts';
import { refundBatches } from '../../platform/db/schema.ts';
import { answers, download } from '../../platform/http/answers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { createRefund } from './create-refund.ts';
import { makeRefundBatch } from './make-refund-batch.ts';
import { refundsOverview } from './owed-refunds.ts';
import { presentRefund } from './refund-presenter.ts';

/**
 * Refunds (issue 30), for those who book payments (accounting and admins): the credit balances owed back, a
 * refund by transfer or set-off, and the pain.001 files of transfers.
 */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = staffRoute('document', 'write');

  app.get('/be/refunds', { config: write, schema: { response: answers(refundsAnswerSchema) } }, async () => refundsOverview(app.db));

  app.post('/be/refunds', { config: write, schema: { body: refundInputSchema, response: answers(refundAnswerSchema) } }, async (request) => ({
    refund: presentRefund(await createRefund(app, request.body, await staffOf(request), request.lang)),
  }));

  app.post('/be/refund-batches', { config: write, schema: { body: refundBatchInputSchema, response: answers(refundBatchAnswerSchema) } }, async (request) => ({
    batch: await makeRefundBatch(app, request.body.refundIds, await staffOf(request), request.lang),
  }));

  app.get('/be/refund-batches/:id/file', { config: write, schema: { params: idParamsSchema, response: download('the pain.001 file', 'application/xml') } }, async (request, reply) => {
    const id = parseId(request.params.id);
    const [batch] = id ? await app.db.select().from(refundBatches).where(eq(refundBatches.id, id)) : [];
    if (!batch) throw notFound();
    return reply.type('application/xml').header('content-disposition', `attachment; filename="${batch.messageId}.xml"`).send(batch.xml);
  });
};
