import type { AgeBucket, Lang, PaymentState } from '@messeportal/domain';

const PAYMENT_STATE_LABELS: Record<PaymentState, Record<Lang, string>> = {
  open: { de: 'Offen', en: 'Open' },
  partPaid: { de: 'Teilbezahlt', en: 'Part paid' },
  paid: { de: 'Bezahlt', en: 'Paid' },
  overdue: { de: 'Überfällig', en: 'Overdue' },
  canceled: { de: 'Storniert', en: 'Cancelled' },
  credited: { de: 'Gutgeschrieben', en: 'Credited' },
};

const AGE_LABELS: Record<AgeBucket, Record<Lang, string>> = {
  notDue: { de: 'Nicht fällig', en: 'Not due' },
  days1to30: { de: '1–30 Tage überfällig', en: '1–30 days overdue' },
  days31to60: { de: '31–60 Tage überfällig', en: '31–60 days overdue' },
  over60: { de: 'Über 60 Tage überfällig', en: 'More than 60 days overdue' },
};

/** An invoice's payment state as the exports and the statement of account print it. */
export const paymentStateName = (state: PaymentState, lang: Lang) => PAYMENT_STATE_LABELS[state][lang];

/** An age bucket as the exports print it. */
export const ageBucketName = (age: AgeBucket, lang: Lang) => AGE_LABELS[age][lang];
