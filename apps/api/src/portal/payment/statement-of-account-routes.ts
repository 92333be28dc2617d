import { statementOfAccountAnswerSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findContactLang } from '../../documents/repo.ts';
import { pdfLang } from '../../documents/send-document.ts';
import { organiserToday } from '../../platform/settings/organiser-today.ts';
import { statementOfAccountAnswer, statementOfAccountPdf } from '../../invoicing/open-items/statement-of-account.ts';
import { exhibitorOf } from '../../platform/auth/plugin.ts';
import { answers, download } from '../../platform/http/answers.ts';
import { notFound } from '../../platform/http/app-error.ts';

const FILE_NAMES = { de: 'kontoauszug', en: 'statement-of-account' } as const;

/**
 * The exhibitor's own balance (issue 30): what its company has open across its fairs, and its statement of account
 * as a PDF in the contact's language (or the one `?lang=` asks for). Only ever the caller's company.
 */
export const statementOfAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const exhibitor = { access: 'exhibitor' as const };

  app.get('/fe/statement-of-account', { config: exhibitor, schema: { response: answers(statementOfAccountAnswerSchema) } }, async (request) =>
    statementOfAccountAnswer(app, (await exhibitorOf(request)).companyId, request.lang),
  );

  app.get('/fe/statement-of-account/pdf', { config: exhibitor, schema: { response: download('the statement of account', 'application/pdf') } }, async (request, reply) => {
    const caller = await exhibitorOf(request);
    const lang = await pdfLang(request, () => findContactLang(app.db, caller.contactId));
    const [pdf, today] = await Promise.all([statementOfAccountPdf(app, caller.companyId, lang), organiserToday(app.db)]);
    if (!pdf) throw notFound();
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${FILE_NAMES[lang]}-${today}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};
