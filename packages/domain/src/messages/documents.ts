import type { Lang } from '../lang.ts';

/** Messages of the documents of a registration (confirmations, invoices, credit notes, cancellations). */
export const documentMessages = {
  documentNotFound: { de: 'Dieses Dokument gibt es nicht.', en: 'This document does not exist.' },
} as const satisfies Record<string, Record<Lang, string>>;
