import { countries, standTypes, type Lang, type RegistrationState } from '@messeportal/domain';

const byId = <Id extends string>(rows: readonly { id: Id; de: string; en: string }[]) => new Map(rows.map((row) => [row.id as string, row]));
const countryLabels = byId(countries);
const standTypeLabels = byId(standTypes);

/** A country code as the country's name; an unknown code as it is. */
export const countryName = (code: string, lang: Lang) => countryLabels.get(code)?.[lang] ?? code;

/** A stand type id as its label; an unknown (or empty) one as it is. */
export const standTypeName = (id: string, lang: Lang) => standTypeLabels.get(id)?.[lang] ?? id;

const STATE_LABELS: Record<RegistrationState, Record<Lang, string>> = {
  unconfirmed: { de: 'Unbestätigt', en: 'Unconfirmed' },
  confirmed: { de: 'Bestätigt', en: 'Confirmed' },
  canceled: { de: 'Storniert', en: 'Cancelled' },
};

export const registrationStateName = (state: RegistrationState, lang: Lang) => STATE_LABELS[state][lang];
