import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { contacts, productGroups, registrations } from '../src/platform/db/schema.ts';
import { createTestApp, loginAs, type Engine } from './test-app.ts';

export type Headers = Record<string, string>;
interface ErrorAnswer {
  success: false;
  errors: { property: string; message: string }[];
}

export const DEMO = 'demo@messeportal.example';
export const TECHNIK = 'technik@muster-kuechen.example';
export const OTHER = 'other@messeportal.example';

/**
 * A fresh demo database with the three demo logins: the main contact (demo) and the technician (technik) of
 * Muster Küchen, and the contact of Nordlicht Kamine (other), another company. Ids are read from the seed.
 */
export async function openCompanyDataContext(engine: Engine) {
  const t = await createTestApp(engine);
  const db = t.database.db;
  const [demo, technik, other] = await Promise.all([loginAs(t.app, DEMO), loginAs(t.app, TECHNIK), loginAs(t.app, OTHER)]);
  const contactOf = async (email: string) => (await db.select().from(contacts).where(eq(contacts.email, email)))[0]!;
  const [demoContact, technikContact, otherContact] = await Promise.all([contactOf(DEMO), contactOf(TECHNIK), contactOf(OTHER)]);
  const regs = await db.select().from(registrations);
  const muster = regs.find((r) => r.companyId === demoContact.companyId)!;
  const nordlicht = regs.find((r) => r.companyId === otherContact.companyId)!;
  const allGroups = await db.select().from(productGroups).orderBy(asc(productGroups.id));
  const ids = {
    muster: demoContact.companyId,
    nordlicht: otherContact.companyId,
    demoContact: demoContact.id,
    technikContact: technikContact.id,
    otherContact: otherContact.id,
    musterRegistration: muster.id,
    nordlichtRegistration: nordlicht.id,
  };
  const groups = {
    kitchen: allGroups.filter((g) => g.eventId === muster.eventId).map((g) => g.id),
    fireplace: allGroups.filter((g) => g.eventId === nordlicht.eventId).map((g) => g.id),
  };
  const call = (method: 'POST' | 'DELETE' | 'GET', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const upload = async (name: string, data: Buffer, kind: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    const response = await t.app.inject({ method: 'POST', url: `/pub/file/upload/temp?kind=${kind}`, payload: form, headers: demo });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { id: number }).id;
  };
  return { t, db, demo, technik, other, ids, groups, call, upload, contactOf, close: () => t.close() };
}

export type CompanyDataContext = Awaited<ReturnType<typeof openCompanyDataContext>>;

export const errorsOf = (response: { json(): unknown }) => (response.json() as ErrorAnswer).errors;
