import type { Lang } from '../lang.ts';

/** Messages of the organiser's staff accounts (the staff command and the back office's staff pages). */
export const staffMessages = {
  staffEmailTaken: {
    de: 'Diese E-Mail-Adresse gehört schon zu einem Mitarbeiterkonto.',
    en: 'This e-mail address already belongs to a staff account.',
  },
  staffNotFound: { de: 'Es gibt kein Mitarbeiterkonto mit dieser E-Mail-Adresse.', en: 'There is no staff account with this e-mail address.' },
  staffRoleInvalid: { de: 'Die Rolle ist admin, sales oder accounting.', en: 'The role is admin, sales or accounting.' },
  lastAdmin: {
    de: 'Das ist das letzte aktive Admin-Konto: Es kann weder gesperrt werden noch seine Admin-Rolle verlieren.',
    en: 'This is the last active admin account: it can neither be disabled nor lose its admin role.',
  },
  staffLinkInvalid: {
    de: 'Der Link ist abgelaufen oder wurde bereits verwendet. Bitte lassen Sie sich einen neuen Link geben.',
    en: 'The link has expired or has already been used. Please ask for a new link.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
