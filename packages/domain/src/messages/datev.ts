import type { Lang } from '../lang.ts';

/** Messages of the DATEV numbers in the organiser settings and of the DATEV export. */
export const datevMessages = {
  datevConsultantNumberRange: {
    de: 'Die DATEV-Beraternummer liegt zwischen 1001 und 9999999.',
    en: 'The DATEV consultant number lies between 1001 and 9999999.',
  },
  datevClientNumberRange: {
    de: 'Die DATEV-Mandantennummer liegt zwischen 1 und 99999.',
    en: 'The DATEV client number lies between 1 and 99999.',
  },
  ledgerAccountInvalid: {
    de: 'Ein Sachkonto besteht aus Ziffern, höchstens so vielen wie die Sachkontenlänge ({length}), etwa 8400.',
    en: 'A ledger account consists of digits, at most as many as the account length ({length}), such as 8400.',
  },
  taxKeyInvalid: {
    de: 'Ein BU-Schlüssel besteht aus bis zu vier Ziffern; bei Automatikkonten wie 8400 bleibt er leer.',
    en: 'A tax key consists of up to four digits; it stays empty for automatic accounts such as 8400.',
  },
  debtorNumberRange: {
    de: 'Bei einer Sachkontenlänge von {length} liegen Debitorennummern zwischen {min} und {max}.',
    en: 'With an account length of {length}, debtor numbers lie between {min} and {max}.',
  },
  datevAccountLengthFixed: {
    de: 'Die Sachkontenlänge lässt sich nicht mehr ändern: Debitorennummern dieser Länge sind schon exportiert.',
    en: 'The account length can no longer be changed: debtor numbers of this length have already been exported.',
  },
  datevNumbersMissing: {
    de: 'Für den DATEV-Export fehlen Berater- und Mandantennummer. Bitte in den Einstellungen eintragen.',
    en: 'The DATEV export needs the consultant and client number. Please enter them in the settings.',
  },
  datevPeriodReversed: { de: '„Datum bis“ liegt vor „Datum ab“.', en: '“Date to” lies before “date from”.' },
  datevPeriodSpansYears: {
    de: 'Ein DATEV-Buchungsstapel umfasst nur ein Wirtschafts- und Kalenderjahr; die Belege reichen vom {from} bis {to}. Bitte mit „Datum ab“ und „Datum bis“ auf ein Jahr eingrenzen.',
    en: 'A DATEV booking batch covers one fiscal and calendar year only; the documents run from {from} to {to}. Please narrow it to one year with “date from” and “date to”.',
  },
  datevDebtorRangeFull: {
    de: 'Alle Debitorennummern bis {max} sind vergeben. Bitte die Sachkontenlänge mit dem Steuerbüro klären.',
    en: 'Every debtor number up to {max} is taken. Please settle the account length with the tax adviser.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
