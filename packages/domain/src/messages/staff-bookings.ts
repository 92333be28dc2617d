import type { Lang } from '../lang.ts';

/** Messages of staff changing an exhibitor's booked services (issue 28). */
export const staffBookingMessages = {
  bookletItemNotInEvent: {
    de: 'Diese Leistung gibt es im Bestellheft dieser Veranstaltung nicht.',
    en: 'This service is not in this event’s order booklet.',
  },
  staffBookingNotBookable: {
    de: 'Diese Position bucht nur der Aussteller selbst (Bestätigungen) oder sie wird über ein Angebot verkauft (verborgene Positionen).',
    en: 'Only the exhibitor books this item itself (confirmations), or it is sold through an offer (hidden items).',
  },
  deviatingPriceTooHigh: {
    de: 'Ein abweichender Preis darf höchstens 1.000.000 € je Einheit betragen.',
    en: 'A deviating price must be at most €1,000,000 per unit.',
  },
  mediumNotInEvent: {
    de: 'Dieses Werbemittel gibt es bei dieser Veranstaltung nicht.',
    en: 'This advertising medium does not exist for this event.',
  },
  deviatingPriceReasonMissing: {
    de: 'Bitte geben Sie an, warum der Preis abweicht.',
    en: 'Please state why the price deviates.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
