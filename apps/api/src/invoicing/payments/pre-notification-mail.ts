import { formatDate, formatIban, formatMoney, langFromLocale } from '@messeportal/domain';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';

const texts = {
  de: {
    subject: (number: string) => `Ankündigung der SEPA-Lastschrift zu Rechnung ${number}`,
    greeting: 'Guten Tag,',
    notice: (amount: string, date: string, number: string) => `wir ziehen am ${date} ${amount} für unsere Rechnung ${number} per SEPA-Lastschrift ein.`,
    account: (iban: string, holder: string) => `Belastet wird das Konto ${iban} (Kontoinhaber ${holder}).`,
    references: (mandate: string, creditorId: string) => `Mandatsreferenz ${mandate}, Gläubiger-Identifikationsnummer ${creditorId}.`,
    note: 'Bitte sorgen Sie für ausreichende Deckung. Eine zurückgegebene Lastschrift verursacht Bankgebühren.',
  },
  en: {
    subject: (number: string) => `Notice of the SEPA direct debit for invoice ${number}`,
    greeting: 'Hello,',
    notice: (amount: string, date: string, number: string) => `on ${date} we will collect ${amount} for our invoice ${number} by SEPA direct debit.`,
    account: (iban: string, holder: string) => `The account debited is ${iban} (account holder ${holder}).`,
    references: (mandate: string, creditorId: string) => `Mandate reference ${mandate}, creditor identifier ${creditorId}.`,
    note: 'Please make sure the account is covered. A returned direct debit causes bank fees.',
  },
} as const;

/** The pre-notification of one collection: amount and day, the account, mandate reference and creditor id (SEPA Rulebook). */
export function preNotificationMail(debit: {
  recipient: string;
  lang: string;
  number: string;
  amountCents: number;
  collectionDate: string;
  iban: string;
  accountHolder: string;
  mandateReference: string;
  creditorId: string;
}): QueuedMail {
  const lang = langFromLocale(debit.lang);
  const t = texts[lang];
  const body = composeMail({
    lang,
    greeting: t.greeting,
    paragraphs: [
      t.notice(formatMoney(debit.amountCents, lang, 'EUR'), formatDate(debit.collectionDate), debit.number),
      t.account(formatIban(debit.iban), debit.accountHolder),
      t.references(debit.mandateReference, debit.creditorId),
    ],
    note: t.note,
  });
  return { kind: 'direct_debit_notice', recipient: debit.recipient, lang: debit.lang, subject: t.subject(debit.number), ...body };
}
