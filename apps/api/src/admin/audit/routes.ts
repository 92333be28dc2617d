import { auditQuerySchema, auditPageSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../../platform/auth/staff.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';
import { auditPage } from '../../platform/audit/repo.ts';
import { answers } from '../../platform/http/answers.ts';

/** `GET /be/admin/audit`: every admin change, for admins (issue 15), filtered and paged. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/admin/audit', { config: staffRoute('staff', 'read'), schema: { querystring: auditQuerySchema, response: answers(auditPageSchema) } }, async (request) => {
    const { timeZone } = await readOrganiserSettings(app.db);
    return auditPage(app.db, request.query, timeZone);
  });
};
