import type { StaffContactData } from '@messeportal/domain';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { isEmailTakenByOther } from './company-data-repo.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';

/** The rules of a contact's data that the portal and the back office share; its password is the portal's alone. */

const emailInUse = () => new AppError(400, 'emailInUse', { property: 'email' });

/** A contact's fields as stored, with `email` as the username it keeps. */
export function contactValues({ contactType, ...fields }: StaffContactData, email: string) {
  return { ...fields, gender: Number(fields.gender), email, contactTypes: contactType.map(String) };
}

/** The e-mail is the username: no other contact (of any company) may have it. */
export async function assertEmailFree(tx: Tx, email: string, contactId: number) {
  if (await isEmailTakenByOther(tx, email, contactId)) throw emailInUse();
}

/** Runs a contact's save: two saves with the same new e-mail at once, the unique index decides and the loser hears why. */
export async function withUniqueEmail<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
