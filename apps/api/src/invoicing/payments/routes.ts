import { assignBankEntryInputSchema, bankEntryListAnswerSchema, bankEntryListQuerySchema, statementUploadAnswerSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { assignBankEntry, dismissBankEntry } from './assign-bank-entry.ts';
import { listBankEntries } from './bank-entry-list.ts';
import { MAX_STATEMENT_BYTES } from './statement-file.ts';
import { uploadStatement } from './upload-statement.ts';

/** The id of a path; a malformed one is the same 404 as an unknown one. */
function entryIdOf(param: string): number {
  const id = parseId(param);
  if (!id) throw notFound('bankEntryNotFound');
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
    await assignBankEntry(app, entryIdOf(request.params.id), request.body, await staffOf(request), request.lang);
    return { success: true as const };
  });

  app.post('/be/bank-entries/:id/dismiss', { config: write, schema: { params: idParamsSchema, response: answers(z.object({ success: z.literal(true) })) } }, async (request) => {
    await dismissBankEntry(app, entryIdOf(request.params.id), await staffOf(request));
    return { success: true as const };
  });
};
