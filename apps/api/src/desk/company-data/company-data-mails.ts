import { countries, type Lang } from '@messeportal/domain';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';

/** What the exhibitor is told when staff corrected its data (issue 28), in the recipient's language. */
const texts = {
  de: {
    greeting: 'Guten Tag,',
    subject: 'Ihre Firmendaten im Messeportal wurden geändert',
    body: 'wir haben Ihre Firmendaten im Messeportal für Sie korrigiert:',
    header: ['Angabe', 'Bisher', 'Neu'],
    note: 'Sie sehen Ihre Daten jederzeit in Ihrem Ausstellerportal. Stimmt etwas nicht, antworten Sie gern auf diese E-Mail.',
    fields: { name: 'Firmenname', nameNatural: 'Name im Sprachgebrauch', ustid: 'USt-IdNr.', invoiceAddress: 'Rechnungsadresse', mainAddress: 'Hauptadresse', login: 'Login-E-Mail-Adresse' },
    none: '–',
    loginBody: (to: string) => `wir haben die E-Mail-Adresse, mit der Sie sich im Messeportal anmelden, auf Ihren Wunsch geändert. Sie melden sich ab jetzt mit ${to} an.`,
    loginNote: 'Haben Sie diese Änderung nicht veranlasst, antworten Sie bitte umgehend auf diese E-Mail.',
  },
  en: {
    greeting: 'Hello,',
    subject: 'Your company data in the Messeportal has changed',
    body: 'We have corrected your company data in the Messeportal for you:',
    header: ['Item', 'Before', 'Now'],
    note: 'You can see your data in your exhibitor portal at any time. If anything is wrong, simply reply to this e-mail.',
    fields: { name: 'Company name', nameNatural: 'Name as commonly used', ustid: 'VAT ID', invoiceAddress: 'Invoice address', mainAddress: 'Main address', login: 'Login e-mail address' },
    none: '–',
    loginBody: (to: string) => `As requested, we have changed the e-mail address you log in to the Messeportal with. From now on you log in with ${to}.`,
    loginNote: 'If you did not ask for this change, please reply to this e-mail at once.',
  },
} as const;

export type ToldField = keyof (typeof texts)['de']['fields'];
/** A change the exhibitor is told of: which item, and its value before and now ('' for none). */
export type ToldChange = [field: ToldField, before: string, after: string];

interface Recipient {
  recipient: string;
  lang: Lang;
}

interface PostalAddress {
  name: string;
  nameExtra: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  ustid: string;
  buyerReference: string;
}

/** An address on one line with its VAT ID and buyer reference, as the mail's table shows it, in the recipient's language. */
export function addressLine(address: PostalAddress | undefined, lang: Lang): string {
  if (!address) return '';
  const country = countries.find((entry) => entry.id === address.country)?.[lang] ?? address.country.toUpperCase();
  const reference = address.buyerReference ? `(${address.buyerReference})` : '';
  return [address.name, address.nameExtra, address.street, `${address.zip} ${address.city}`, country, address.ustid, reference].filter(Boolean).join(', ');
}

/** Company data staff corrected, item by item with its value before and now. */
export function companyDataChangedMail({ recipient, lang }: Recipient, changes: ToldChange[]): QueuedMail {
  const t = texts[lang];
  const body = composeMail({
    lang,
    greeting: t.greeting,
    paragraphs: [t.body],
    table: { rows: [[...t.header], ...changes.map(([field, before, after]) => [t.fields[field], before || t.none, after || t.none])], alignRightFrom: 3 },
    note: t.note,
  });
  return { kind: 'company_data_changed', recipient, lang, subject: t.subject, ...body };
}

/** To a contact's former address: its username is now another (so that a change it did not ask for is noticed). */
export function loginChangedMail({ recipient, lang }: Recipient, to: string): QueuedMail {
  const t = texts[lang];
  const body = composeMail({ lang, greeting: t.greeting, paragraphs: [t.loginBody(to)], note: t.loginNote });
  return { kind: 'login_changed', recipient, lang, subject: t.fields.login, ...body };
}
