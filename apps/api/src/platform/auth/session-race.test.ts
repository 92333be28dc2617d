import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, sessions, staffUsers } from '../db/schema.ts';
import { buildContact, buildStaff } from '../../../test/factories/index.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { insertSessionIfUnchanged } from './repo.ts';
import { hashToken, newToken } from './token.ts';

// A login verifies the password (slowly, on purpose) and then writes its session. An admin who disables the
// account, or a new password set through a link, in between must not leave that session alive.
describe.each(engines)('a session written after its account changed (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const session = (values: { kind: 'staff'; staffUserId: number } | { kind: 'exhibitor'; contactId: number; companyId: number }) => ({
    tokenHash: hashToken(newToken()),
    expiresAt: new Date(Date.now() + 3_600_000),
    userAgent: '',
    ...values,
  });
  const hashOf = async (table: typeof staffUsers | typeof contacts, id: number) =>
    (await t.database.db.select({ hash: table.passwordHash }).from(table).where(eq(table.id, id)))[0]!.hash!;

  it('is not written for a staff account disabled or given a new password since its password was verified', async () => {
    const staff = await buildStaff(t.app, { role: 'sales' });
    const verified = await hashOf(staffUsers, staff.id);
    expect(await insertSessionIfUnchanged(t.database.db, session({ kind: 'staff', staffUserId: staff.id }), verified)).toBe(true);

    await t.database.db.update(staffUsers).set({ passwordHash: 'a new one' }).where(eq(staffUsers.id, staff.id));
    expect(await insertSessionIfUnchanged(t.database.db, session({ kind: 'staff', staffUserId: staff.id }), verified)).toBe(false);
    await t.database.db.update(staffUsers).set({ passwordHash: verified, disabledAt: new Date() }).where(eq(staffUsers.id, staff.id));
    expect(await insertSessionIfUnchanged(t.database.db, session({ kind: 'staff', staffUserId: staff.id }), verified)).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.staffUserId, staff.id))).toHaveLength(1);
  });

  it('refuses the session of a disabled staff account that outlived the disabling', async () => {
    const staff = await buildStaff(t.app, { role: 'accounting' });
    const login = await t.app.inject({ method: 'POST', url: '/be/login_check', payload: { username: staff.email, password: staff.password } });
    const headers = { authorization: `Bearer ${login.json().token}` };
    expect((await t.app.inject({ url: '/be/me', headers })).statusCode).toBe(200);
    // Disabled past the API, as a race would leave it: the session row is still there.
    await t.database.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, staff.id));
    expect((await t.app.inject({ url: '/be/me', headers })).statusCode).toBe(401);
  });

  it('is not written for a contact whose password was reset since it was verified', async () => {
    const contact = await buildContact(t.app);
    const verified = await hashOf(contacts, contact.id);
    await t.database.db.update(contacts).set({ passwordHash: 'reset meanwhile' }).where(eq(contacts.id, contact.id));
    expect(await insertSessionIfUnchanged(t.database.db, session({ kind: 'exhibitor', contactId: contact.id, companyId: contact.companyId }), verified)).toBe(false);
    const login = await t.app.inject({ method: 'POST', url: '/fe/login_check', payload: { username: contact.email, password: contact.password } });
    expect(login.statusCode).toBe(401);
  });
});
