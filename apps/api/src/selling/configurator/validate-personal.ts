import {
  issueMessage,
  PERSONAL_SECTIONS,
  personalSchema,
  translate,
  type IssueLike,
  type Lang,
  type Personal,
  type PersonalSection,
  type PersonalValidation as PersonalValidationAnswer,
} from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import { isStrongPassword } from '../../platform/auth/password-strength.ts';
import { isUsernameTaken } from './repo.ts';

export type SectionErrors = PersonalValidationAnswer['validation'];

/** The answer of `POST /pub/validate`, and the checked block when it passed (for the order). */
export interface PersonalValidation extends PersonalValidationAnswer {
  personal?: Personal;
}

/**
 * Checks the personal block of a new exhibitor: the shared schema, then that the contact's e-mail is not
 * already a username and that a password the schema passed is not too easy to guess. Errors are grouped by
 * section as the company form shows them; the order refuses what this refuses, with the same messages.
 */
export async function validatePersonal(db: Db, input: unknown, lang: Lang): Promise<PersonalValidation> {
  const validation = Object.fromEntries(PERSONAL_SECTIONS.map((s) => [s, []])) as unknown as SectionErrors;
  const add = (path: PropertyKey[], message: string) => {
    const [section, ...rest] = path.map(String);
    const key = (PERSONAL_SECTIONS as readonly string[]).includes(section ?? '') ? (section as PersonalSection) : 'company';
    validation[key].push({ property: rest.join('.') || (section ?? ''), message });
  };
  const result = personalSchema.safeParse(input ?? {});
  if (!result.success) {
    for (const issue of result.error.issues) add(issue.path, issueMessage(issue as IssueLike, lang));
  }
  const email = result.success ? result.data.contact.email : undefined;
  if (email && (await isUsernameTaken(db, email))) add(['contact', 'email'], translate('emailInUse', lang));
  const password = passwordToJudge(input, validation);
  if (password !== undefined && !(await isStrongPassword(password))) add(['contact', 'passwordNew'], translate('passwordTooWeak', lang));
  const success = PERSONAL_SECTIONS.every((s) => validation[s].length === 0);
  return { success, validation, personal: success && result.success ? result.data : undefined };
}

/** The new password as entered, when the schema found nothing wrong with it (a refused one is not judged again). */
function passwordToJudge(input: unknown, validation: SectionErrors): string | undefined {
  const password = (input as { contact?: { passwordNew?: unknown } } | null)?.contact?.passwordNew;
  if (typeof password !== 'string' || validation.contact.some((error) => error.property === 'passwordNew')) return undefined;
  return password;
}
