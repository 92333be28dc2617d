import type { StaffRole } from '@messeportal/domain';
import { addStaff } from '../../src/admin/staff/accounts.ts';
import { nextSerial } from './sequence.ts';
import type { FactoryTarget } from './target.ts';

/** The password of every staff account the factories build. */
export const STAFF_PASSWORD = 'Kaminfeuer-2027';

/**
 * A staff account of the role, with a password set (so it can log in at /be), added as an admin adds one
 * (admin/staff/accounts.ts): named after its address unless `name` says otherwise; `password: false` makes an
 * invited account that has yet to set its password.
 */
export async function buildStaff(target: FactoryTarget, overrides: { role?: StaffRole; email?: string; name?: string; password?: false } = {}) {
  const n = nextSerial();
  const email = overrides.email ?? `${overrides.role ?? 'admin'}${n}@veranstalter.example`;
  const password = overrides.password === false ? undefined : STAFF_PASSWORD;
  const { account, linkToken } = await addStaff(target.db, { email, role: overrides.role ?? 'admin', name: overrides.name, password });
  return { ...account, password, linkToken };
}

export type BuiltStaff = Awaited<ReturnType<typeof buildStaff>>;
