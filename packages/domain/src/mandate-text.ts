import type { Lang } from './lang.ts';
import { AGREED_PRE_NOTIFICATION_DAYS, type SepaScheme } from './sepa.ts';

/**
 * The wording of a SEPA direct debit mandate as the exhibitor accepts it in the portal, after the EPC's model
 * texts for the core and the B2B scheme; the B2B mandate waives the refund right and needs the debtor's bank to be
 * told. Names the creditor, its identifier and the shorter pre-notification agreed.
 */
export function mandateText(lang: Lang, { creditor, creditorId, scheme }: { creditor: string; creditorId: string; scheme: SepaScheme }): string[] {
  const days = AGREED_PRE_NOTIFICATION_DAYS;
  if (lang === 'en') {
    return [
      `I/We authorise ${creditor} (creditor identifier ${creditorId}) to collect payments from my/our account by SEPA direct debit. At the same time I/we instruct my/our bank to debit my/our account in accordance with the instructions from ${creditor}.`,
      scheme === 'CORE'
        ? 'Note: I/We can demand a refund of the amount charged within eight weeks, starting with the date on which my/our account was debited. The terms and conditions agreed with my/our bank apply.'
        : 'Note: This mandate is only intended for business-to-business transactions. I/We are not entitled to a refund from my/our bank after my/our account has been debited, but I/we are entitled to request my/our bank not to debit my/our account up until the day on which the payment is due. Before the first collection I/we will tell my/our bank of this mandate.',
      `Each collection is announced by e-mail at least ${days} days before it is made.`,
    ];
  }
  return [
    `Ich/Wir ermächtige(n) ${creditor} (Gläubiger-Identifikationsnummer ${creditorId}), Zahlungen von meinem/unserem Konto mittels SEPA-Lastschrift einzuziehen. Zugleich weise(n) ich/wir mein/unser Kreditinstitut an, die von ${creditor} auf mein/unser Konto gezogenen Lastschriften einzulösen.`,
    scheme === 'CORE'
      ? 'Hinweis: Ich kann/Wir können innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem/unserem Kreditinstitut vereinbarten Bedingungen.'
      : 'Hinweis: Dieses Lastschriftmandat dient nur dem Einzug von Lastschriften, die auf Konten von Unternehmen gezogen sind. Ich bin/Wir sind nicht berechtigt, nach der erfolgten Einlösung eine Erstattung des belasteten Betrages zu verlangen. Ich bin/Wir sind berechtigt, mein/unser Kreditinstitut bis zum Fälligkeitstag anzuweisen, Lastschriften nicht einzulösen. Vor dem ersten Einzug teile(n) ich/wir meinem/unserem Kreditinstitut dieses Mandat mit.',
    `Jeder Einzug wird mindestens ${days} Tage vorher per E-Mail angekündigt.`,
  ];
}
