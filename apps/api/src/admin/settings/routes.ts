import { organiserSettingsInputSchema, organiserSettingsAnswerSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute, staffOf } from '../../platform/auth/staff.ts';
import { presentSettings } from '../../platform/settings/presenter.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';
import { saveOrganiserSettings } from '../../platform/settings/save-settings.ts';
import { answers } from '../../platform/http/answers.ts';

/** `GET|PUT /be/admin/settings`: the organiser's master data (issue 15), read by admins and accounting, saved by admins. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/admin/settings', { config: staffRoute('settings', 'read'), schema: { response: answers(organiserSettingsAnswerSchema) } }, async () => {
    return { settings: presentSettings(await readOrganiserSettings(app.db)) };
  });

  app.put('/be/admin/settings', { config: staffRoute('settings', 'write'), schema: { body: organiserSettingsInputSchema, response: answers(organiserSettingsAnswerSchema) } }, async (request) => {
    const { staffUserId } = await staffOf(request);
    const saved = await saveOrganiserSettings(app.db, { staffUserId }, request.body);
    app.catalogueChanges.changedHere('catalogue');
    return { settings: presentSettings(saved) };
  });
};
