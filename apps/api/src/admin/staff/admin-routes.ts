import { langFromLocale, staffChangeSchema, staffInviteSchema, staffPasswordChangeSchema, staffAccountAnswerSchema, staffListSchema, staffMeSchema, successAnswerSchema, type StaffAccountInfo, type SuccessAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, hashToken } from '../../platform/auth/token.ts';
import { staffRoute, staffOf } from '../../platform/auth/staff.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import {
  addStaff,
  changeOwnPassword,
  changeStaff,
  findStaffById,
  listStaff,
  passwordLinkFor,
  type LinkSent,
  type StaffAccount,
} from './accounts.ts';
import { staffLinkMail } from './invite-mail.ts';
import { answers } from '../../platform/http/answers.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const present = ({ id, email, name, role, hasPassword, disabledAt, createdAt }: StaffAccount): StaffAccountInfo => ({
  id,
  email,
  name,
  role,
  hasPassword,
  disabledAt: disabledAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
});

/**
 * The staff accounts in the back office (issue 15 point 2), the admins' alone: invite (a mail with a link to
 * set the password), change role, disable and enable, a new link; and for every staff member their own
 * account and password. The rules (last admin, sessions ended) are those of the staff command (accounts.ts).
 */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkOf = (token: string) => `${app.config.publicUrl}/#/be/set-password/${token}`;
  const mailLink: LinkSent = async (tx, account, token) => {
    await queueMail(tx, staffLinkMail({ recipient: account.email, lang: langFromLocale(account.lang), name: account.name, role: account.role, link: linkOf(token) }));
  };

  app.get('/be/admin/staff', { config: staffRoute('staff', 'read'), schema: { response: answers(staffListSchema) } }, async () => ({ accounts: (await listStaff(app.db)).map(present) }));

  app.post('/be/admin/staff', { config: staffRoute('staff', 'write'), schema: { body: staffInviteSchema, response: answers(staffAccountAnswerSchema) } }, async (request) => {
    const { staffUserId } = await staffOf(request);
    const { account, linkToken } = await addStaff(app.db, request.body, { staffUserId }, mailLink);
    app.mailQueued();
    return { account: present(account), link: linkOf(linkToken!) };
  });

  app.put('/be/admin/staff/:id', { config: staffRoute('staff', 'write'), schema: { params: idParams, body: staffChangeSchema, response: answers(staffAccountAnswerSchema) } }, async (request) => {
    const actor = { staffUserId: (await staffOf(request)).staffUserId };
    const { email } = await findStaffById(app.db, request.params.id);
    return { account: present(await changeStaff(app.db, email, request.body, actor)) };
  });

  app.post('/be/admin/staff/:id/link', { config: staffRoute('staff', 'write'), schema: { params: idParams, response: answers(staffAccountAnswerSchema) } }, async (request) => {
    const actor = { staffUserId: (await staffOf(request)).staffUserId };
    const { email } = await findStaffById(app.db, request.params.id);
    const token = await passwordLinkFor(app.db, email, mailLink, actor);
    app.mailQueued();
    return { account: present(await findStaffById(app.db, request.params.id)), link: linkOf(token) };
  });

  app.get('/be/me', { config: { access: 'staff', may: 'anyStaff' }, schema: { response: answers(staffMeSchema) } }, async (request) => ({
    account: present(await findStaffById(app.db, (await staffOf(request)).staffUserId)),
  }));

  app.post('/be/password', { config: { access: 'staff', may: 'anyStaff' }, schema: { body: staffPasswordChangeSchema, response: answers(successAnswerSchema) } }, async (request) => {
    const { staffUserId } = await staffOf(request);
    await changeOwnPassword(app.db, staffUserId, request.body, hashToken(bearerToken(request.headers.authorization)!));
    return { success: true } satisfies SuccessAnswer;
  });
};
