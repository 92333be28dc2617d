/** How the portal shows the company's people and numbers; pure, so the pages stay plain markup. */

interface Named {
  title?: string;
  firstName: string;
  name: string;
}

/** 'Dr. Anna Muster': title, first name and name, empty parts left out. */
export const personName = (person: Named): string =>
  [person.title, person.firstName, person.name].map((part) => part?.trim()).filter(Boolean).join(' ');

/** A split phone number as one text ('+49 89 2180 440-10'), or '' when its direct part is empty. */
export function phoneText(...parts: (string | null | undefined)[]): string {
  const direct = parts.at(-1)?.trim();
  if (!direct) return '';
  return parts.map((part) => part?.trim()).filter(Boolean).join(' ');
}

/** The logged-in contact among the company's contacts. */
export const findOwnContact = <T extends { id: number }>(contacts: readonly T[], contactId: number | undefined): T | undefined =>
  contactId === undefined ? undefined : contacts.find((contact) => contact.id === contactId);
