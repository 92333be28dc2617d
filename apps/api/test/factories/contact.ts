import { contacts } from '../../src/platform/db/schema.ts';
import { hashPassword } from '../../src/platform/auth/password.ts';
import { buildCompany } from './company.ts';
import { nextSerial } from './sequence.ts';
import type { FactoryTarget } from './target.ts';

type ContactRow = typeof contacts.$inferSelect;

/** The password of every contact the factories build; `loginAs(app, contact.email, 'fe', contact.password)`. */
export const CONTACT_PASSWORD = 'Fabrik-Passwort-2027';

// argon2 is slow on purpose: one hash per test file serves every contact it builds.
let passwordHash: Promise<string> | undefined;
const factoryPasswordHash = () => (passwordHash ??= hashPassword(CONTACT_PASSWORD));

export interface ContactInput extends Partial<Omit<ContactRow, 'id' | 'passwordHash'>> {
  /** False: a contact without a password, who cannot log in yet. */
  password?: false;
}

/**
 * A contact person who can log in with CONTACT_PASSWORD: of the given company (else of a new one), not its main
 * contact unless `isMainContact`, German unless `lang`.
 */
export async function buildContact(target: FactoryTarget, overrides: ContactInput = {}) {
  const { password, ...fields } = overrides;
  const companyId = fields.companyId ?? (await buildCompany(target)).id;
  const n = nextSerial();
  const [contact] = await target.db
    .insert(contacts)
    .values({
      gender: 3,
      firstName: 'Erika',
      name: `Kontakt${n}`,
      email: `kontakt${n}@testfirma.example`,
      lang: 'de',
      ...fields,
      companyId,
      passwordHash: password === false ? null : await factoryPasswordHash(),
    })
    .returning();
  return { ...contact!, password: password === false ? undefined : CONTACT_PASSWORD };
}

export type BuiltContact = Awaited<ReturnType<typeof buildContact>>;
