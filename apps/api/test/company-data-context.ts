import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { contacts } from '../src/platform/db/schema.ts';
import { buildCompany, buildContact, buildEvent, buildRegistration, CONTACT_PASSWORD } from './factories/index.ts';
import { createTestApp, loginAs, type Engine } from './test-app.ts';

export type Headers = Record<string, string>;
interface ErrorAnswer {
  success: false;
  errors: { property: string; message: string }[];
}

export const DEMO = 'anna.beispiel@beispiel-kuechen.example';
export const TECHNIK = 'technik@beispiel-kuechen.example';
export const OTHER = 'kontakt@kaminbau-nord.example';
/** The password of the three contacts (the factories' password). */
export const PASSWORD = CONTACT_PASSWORD;

/**
 * A fresh database with three built logins: the main contact (demo, Anna) and the technician (technik, Jonas
 * Beispiel) of Beispiel Küchen, registered for a kitchen fair with its two brands (the first named after the
 * company, both with a logo), and the main contact (other) of Kaminbau Nord, another company, registered for a
 * fireplace fair with one brand with a logo. The kitchen fair has two product groups, the fireplace fair one.
 */
export async function openCompanyDataContext(engine: Engine) {
  const t = await createTestApp(engine);
  const db = t.database.db;
  const kitchen = await buildEvent(t.app, { productGroups: ['Küchenmöbel', 'Einbaugeräte'] });
  const fireplace = await buildEvent(t.app, { productGroups: ['Kaminöfen'] });
  const names = { muster: 'Beispiel Küchen GmbH', musterBrand: 'Beispiel Küchen', nordlicht: 'Kaminbau Nord GmbH' };
  const musterCompany = await buildCompany(t.app, { name: names.muster, nameNatural: names.musterBrand, email: 'info@beispiel-kuechen.example' });
  const demoContact = await buildContact(t.app, { companyId: musterCompany.id, isMainContact: true, firstName: 'Anna', name: 'Beispiel', email: DEMO });
  const muster = await buildRegistration(t.app, {
    event: kitchen,
    company: musterCompany,
    contact: demoContact,
    brands: [
      { name: names.musterBrand, logo: true },
      { name: 'Beispiel Wohnen', logo: true },
    ],
  });
  const technikContact = await buildContact(t.app, { companyId: muster.company.id, gender: 2, firstName: 'Jonas', name: 'Beispiel', email: TECHNIK });
  const nordlichtCompany = await buildCompany(t.app, { name: names.nordlicht });
  const otherContact = await buildContact(t.app, { companyId: nordlichtCompany.id, isMainContact: true, email: OTHER });
  const nordlicht = await buildRegistration(t.app, { event: fireplace, company: nordlichtCompany, contact: otherContact, brands: [{ logo: true }] });
  const [demo, technik, other] = await Promise.all([loginAs(t.app, DEMO, 'fe', PASSWORD), loginAs(t.app, TECHNIK, 'fe', PASSWORD), loginAs(t.app, OTHER, 'fe', PASSWORD)]);
  const contactOf = async (email: string) => (await db.select().from(contacts).where(eq(contacts.email, email)))[0]!;
  const ids = {
    muster: muster.company.id,
    nordlicht: nordlicht.company.id,
    demoContact: muster.contact.id,
    technikContact: technikContact.id,
    otherContact: nordlicht.contact.id,
    musterRegistration: muster.id,
    nordlichtRegistration: nordlicht.id,
  };
  const groups = {
    kitchen: kitchen.productGroups.map((g) => g.id),
    fireplace: fireplace.productGroups.map((g) => g.id),
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
  return { t, db, demo, technik, other, ids, groups, names, call, upload, contactOf, close: () => t.close() };
}

export type CompanyDataContext = Awaited<ReturnType<typeof openCompanyDataContext>>;

export const errorsOf = (response: { json(): unknown }) => (response.json() as ErrorAnswer).errors;
