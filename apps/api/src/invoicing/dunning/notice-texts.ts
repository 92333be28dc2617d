import type { DunningKind } from '@messeportal/domain';

/**
 * The wording of a dunning notice, its PDF and its mail, per language. The tone rises with the level: a friendly
 * reminder, a notice, a last notice before further steps. The interest is explained as § 288 BGB counts it.
 */
export const noticeTexts = {
  de: {
    title: { reminder: 'Zahlungserinnerung', firstNotice: '1. Mahnung', secondNotice: '2. Mahnung' } satisfies Record<DunningKind, string>,
    greeting: 'Guten Tag,',
    opening: {
      reminder: (event: string) =>
        `sicher ist es Ihrer Aufmerksamkeit entgangen: zu Ihrer Teilnahme an der ${event} sind die folgenden Rechnungen fällig und noch nicht vollständig bezahlt.`,
      firstNotice: (event: string) => `trotz unserer Erinnerung sind die folgenden Rechnungen zu Ihrer Teilnahme an der ${event} noch nicht vollständig bezahlt.`,
      secondNotice: (event: string) =>
        `die folgenden Rechnungen zu Ihrer Teilnahme an der ${event} sind trotz Mahnung weiterhin offen. Dies ist unsere letzte Mahnung vor weiteren Schritten.`,
    } satisfies Record<DunningKind, (event: string) => string>,
    payBy: (total: string, date: string) => `Bitte überweisen Sie ${total} bis zum ${date}.`,
    transfer: (payee: string, iban: string, reference: string) => `Empfänger ${payee}, IBAN ${iban}, Verwendungszweck ${reference}.`,
    crossed: 'Sollte sich Ihre Zahlung mit diesem Schreiben überschnitten haben, betrachten Sie es bitte als gegenstandslos.',
    invoiceLine: (number: string, date: string, due: string) => `Rechnung ${number} vom ${date}, fällig am ${due}`,
    openOf: (gross: string) => `offen von ${gross}`,
    fee: (number: string) => `Mahngebühr zu ${number}`,
    flatFee: (number: string) => `Verzugspauschale nach § 288 Abs. 5 BGB zu ${number}`,
    interest: (number: string, from: string, to: string, days: number, rate: string, principal: string) =>
      `Verzugszinsen zu ${number}: ${from} bis ${to}, ${days} Tage zu ${rate} % auf ${principal}`,
    interestNote: (points: string) =>
      `Verzugszinsen nach § 288 BGB: ${points} Prozentpunkte über dem jeweiligen Basiszinssatz, taggenau ab dem Tag nach der Fälligkeit.`,
    open: 'Offene Rechnungsbeträge',
    fees: 'Mahngebühren',
    flatFees: 'Verzugspauschalen',
    interestTotal: 'Verzugszinsen',
    total: 'Zu zahlen',
    payByLabel: 'Zahlbar bis',
    paymentCode: 'Mit der Banking-App bezahlen: den Code scannen (GiroCode); er füllt die Überweisung aus.',
    paymentCodeAlt: 'GiroCode der Überweisung',
    mailNote: 'Die Mahnung liegt als PDF bei. Alle Belege finden Sie auch im Ausstellerportal unter Dokumente.',
  },
  en: {
    title: { reminder: 'Payment reminder', firstNotice: 'First dunning notice', secondNotice: 'Second dunning notice' } satisfies Record<DunningKind, string>,
    greeting: 'Hello,',
    opening: {
      reminder: (event: string) => `this may have escaped your attention: the following invoices for your participation in ${event} are due and not yet paid in full.`,
      firstNotice: (event: string) => `despite our reminder, the following invoices for your participation in ${event} are not yet paid in full.`,
      secondNotice: (event: string) =>
        `despite our notice, the following invoices for your participation in ${event} are still open. This is our last notice before we take further steps.`,
    } satisfies Record<DunningKind, (event: string) => string>,
    payBy: (total: string, date: string) => `Please transfer ${total} by ${date}.`,
    transfer: (payee: string, iban: string, reference: string) => `Payee ${payee}, IBAN ${iban}, reference ${reference}.`,
    crossed: 'Should your payment have crossed with this letter, please disregard it.',
    invoiceLine: (number: string, date: string, due: string) => `Invoice ${number} of ${date}, due on ${due}`,
    openOf: (gross: string) => `open of ${gross}`,
    fee: (number: string) => `Dunning fee on ${number}`,
    flatFee: (number: string) => `Flat fee for late payment under § 288 (5) BGB on ${number}`,
    interest: (number: string, from: string, to: string, days: number, rate: string, principal: string) =>
      `Default interest on ${number}: ${from} to ${to}, ${days} days at ${rate} % on ${principal}`,
    interestNote: (points: string) =>
      `Default interest under § 288 BGB: ${points} percentage points above the base rate in force, by the day from the day after the due date.`,
    open: 'Invoice amounts open',
    fees: 'Dunning fees',
    flatFees: 'Flat fees for late payment',
    interestTotal: 'Default interest',
    total: 'To pay',
    payByLabel: 'Payable by',
    paymentCode: 'Pay with your banking app: scan the code (EPC QR code, GiroCode); it fills in the transfer.',
    paymentCodeAlt: 'EPC QR code of the transfer',
    mailNote: 'The notice is attached as a PDF. You will also find every document in the exhibitor portal under Documents.',
  },
} as const;
