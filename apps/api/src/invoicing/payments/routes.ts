import {
  assignBankEntryInputSchema,
  bankEntryListAnswerSchema,
  bankEntryListQuerySchema,
  centsToAmount,
  collectAnswerSchema,
  collectInputSchema,
  directDebitsAnswerSchema,
  statementUploadAnswerSchema,
} from '@messeportal/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, staffRoute } from '../../platform/auth/staff.ts';
import { answers, download } from '../../platform/http/answers.ts';
import { directDebitBatches } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { assignBankEntry, dismissBankEntry } from './assign-bank-entry.ts';
import { listBankEntries } from './bank-entry-list.ts';
import { collectDirectDebits, dueDirectDebits } from './collect-direct-debits.ts';
import { MAX_STATEMENT_BYTES } from './statement-file.ts';
import { uploadStatement } from './upload-statement.ts';

/** The id of a path; a malformed one is the same 404 as an unknown one. */
function idOf(param: string, code: 'bankEntryNotFound' | 'notFound' = 'bankEntryNotFound'): number {
  const id = parseId(param);
  if (!id) throw notFound(code);
  return id;
}

/**
 * Bank statements (issue 30), for those who book payments (accounting and admins): upload a statement, which
 * books what matches, and deal with the entries that wait for a person.
 */
export const bankStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = staffRoute('document', 'write');
  // The statement is the request's body, the file's bytes as the browser read them; its content says what it is.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_STATEMENT_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/be/bank-statements',
    { config: write, bodyLimit: MAX_STATEMENT_BYTES, schema: { querystring: z.object({ fileName: z.string().max(200).optional() }), response: answers(statementUploadAnswerSchema) } },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError(400, 'statementNotReadable', { property: 'file' });
      const statement = await uploadStatement(app, { name: request.query.fileName || 'statement', data: request.body }, await staffOf(request));
      return { statement };
    },
  );

  app.get('/be/bank-entries', { config: write, schema: { querystring: bankEntryListQuerySchema, response: answers(bankEntryListAnswerSchema) } }, async (request) =>
    listBankEntries(app.db, request.query.state),
  );

  app.post('/be/bank-entries/:id/assign', { config: write, schema: { params: idParamsSchema, body: assignBankEntryInputSchema, response: answers(z.object({ success: z.literal(true) })) } }, async (request) => {
    await assignBankEntry(app, idOf(request.params.id), request.body, await staffOf(request), request.lang);
    return { success: true as const };
  });

  app.post('/be/bank-entries/:id/dismiss', { config: write, schema: { params: idParamsSchema, response: answers(z.object({ success: z.literal(true) })) } }, async (request) => {
    await dismissBankEntry(app, idOf(request.params.id), await staffOf(request));
    return { success: true as const };
  });

  app.get('/be/direct-debits', { config: write, schema: { response: answers(directDebitsAnswerSchema) } }, async () => {
    const [due, batches] = await Promise.all([
      dueDirectDebits(app.db),
      app.db.select().from(directDebitBatches).orderBy(desc(directDebitBatches.id)).limit(20),
    ]);
    return {
      ...due,
      batches: batches.map((batch) => ({ id: batch.id, createdAt: batch.createdAt.toISOString(), scheme: batch.scheme, count: batch.collectionCount, sum: centsToAmount(batch.sumCents) })),
    };
  });

  app.post('/be/direct-debits', { config: write, schema: { body: collectInputSchema, response: answers(collectAnswerSchema) } }, async (request) =>
    collectDirectDebits(app, request.body.documentIds, await staffOf(request)),
  );

  app.get('/be/direct-debit-batches/:id/file', { config: write, schema: { params: idParamsSchema, response: download('the pain.008 file', 'application/xml') } }, async (request, reply) => {
    const [batch] = await app.db.select().from(directDebitBatches).where(eq(directDebitBatches.id, idOf(request.params.id, 'notFound')));
    if (!batch) throw notFound();
    return reply.type('application/xml').header('content-disposition', `attachment; filename="${batch.messageId}.xml"`).send(batch.xml);
  });
};
