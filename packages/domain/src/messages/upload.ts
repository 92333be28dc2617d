import type { Lang } from '../lang.ts';

/** Messages of file uploads. */
export const uploadMessages = {
  uploadFailed: { de: 'Upload fehlgeschlagen ({reason})', en: 'Upload failed ({reason})' },
} as const satisfies Record<string, Record<Lang, string>>;
