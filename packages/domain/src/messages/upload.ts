import type { Lang } from '../lang.ts';

/**
 * Messages of file uploads. The server answers `uploadFailed` with one of the `uploadReason…` texts,
 * already translated, as its `{reason}`.
 */
export const uploadMessages = {
  uploadFailed: { de: 'Upload fehlgeschlagen ({reason})', en: 'Upload failed ({reason})' },
  uploadReasonNoFile: { de: 'keine Datei gesendet', en: 'no file was sent' },
  uploadReasonOneFile: { de: 'nur eine Datei je Upload', en: 'one file per upload only' },
  uploadReasonEmpty: { de: 'die Datei ist leer', en: 'the file is empty' },
  uploadReasonTooLarge: { de: 'max. {max} MB', en: 'max. {max} MB' },
  uploadReasonType: {
    de: 'Dateityp nicht erlaubt: erlaubt sind {types}',
    en: 'file type not allowed: allowed are {types}',
  },
  uploadReasonDamaged: {
    de: 'die Datei ist beschädigt oder unvollständig',
    en: 'the file is damaged or incomplete',
  },
  uploadReasonTooManyPixels: {
    de: 'das Bild ist zu groß, max. {max} Megapixel',
    en: 'the image is too large, max. {max} megapixels',
  },
  uploadReasonTooNarrow: {
    de: 'das Key Visual muss mindestens {min} Pixel breit sein, dieses Bild ist {width} Pixel breit',
    en: 'the key image must be at least {min} pixels wide, this one is {width} pixels wide',
  },
  uploadReasonKind: { de: 'unbekannte Upload-Art', en: 'unknown upload kind' },
} as const satisfies Record<string, Record<Lang, string>>;
