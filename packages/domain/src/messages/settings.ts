import type { Lang } from '../lang.ts';

/** Messages of the organiser settings and the audit log. */
export const settingsMessages = {
  ibanInvalid: {
    de: 'Diese IBAN ist ungültig: Ihre Prüfziffern passen nicht. Bitte prüfen Sie jede Ziffer.',
    en: 'This IBAN is invalid: its check digits do not match. Please check every digit.',
  },
  creditorIdInvalid: {
    de: 'Diese Gläubiger-Identifikationsnummer ist ungültig. Sie hat die Form DE98ZZZ09999999999; bitte jede Ziffer prüfen.',
    en: 'This creditor identifier is invalid. It has the form DE98ZZZ09999999999; please check every digit.',
  },
  bicInvalid: { de: 'Ein BIC hat 8 oder 11 Zeichen, etwa SSKMDEMMXXX.', en: 'A BIC has 8 or 11 characters, such as SSKMDEMMXXX.' },
  vatIdInvalid: {
    de: 'Eine USt-IdNr. beginnt mit dem Länderkürzel, etwa DE123456789.',
    en: 'A VAT ID starts with the country code, such as DE123456789.',
  },
  vatRateRange: { de: 'Der Steuersatz liegt zwischen 0 und 100 %.', en: 'The VAT rate lies between 0 and 100 %.' },
  timeZoneInvalid: {
    de: 'Diese Zeitzone ist unbekannt. Bitte als Region/Stadt angeben, etwa Europe/Berlin.',
    en: 'This time zone is unknown. Please give it as region/city, such as Europe/Berlin.',
  },
  numberPrefixInvalid: {
    de: 'Ein Nummernkreis-Kürzel besteht aus Großbuchstaben und Ziffern, etwa RE.',
    en: 'A number prefix consists of capital letters and digits, such as RE.',
  },
  numberPrefixTaken: {
    de: 'Dieses Kürzel hat schon eine andere Belegart (AB und SB sind vergeben).',
    en: 'Another kind of document already has this prefix (AB and SB are taken).',
  },
  loginNoticeUntilInvalid: {
    de: 'Bitte ein Datum als TT.MM.JJJJ angeben, etwa 31.03.2027, oder das Feld leer lassen.',
    en: 'Please give a date as dd.mm.yyyy, such as 31.03.2027, or leave the field empty.',
  },
  loginNoticeUntilPast: {
    de: 'Dieser Tag ist vorbei. Bitte heute ({today}) oder einen späteren Tag wählen, oder das Feld leeren, damit der Hinweis ohne Ende erscheint.',
    en: 'This day has passed. Please choose today ({today}) or a later day, or clear the field to show the notice without an end.',
  },
  logoNotImage: {
    de: 'Das Logo muss ein hochgeladenes PNG- oder JPG-Bild sein.',
    en: 'The logo must be an uploaded PNG or JPG image.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
