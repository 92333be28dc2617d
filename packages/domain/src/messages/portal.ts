import type { Lang } from '../lang.ts';

/** Messages of the exhibitor portal's registration pages. */
export const portalMessages = {
  consentMissing: {
    de: 'Bitte bestätigen Sie diesen Punkt. Ihre Buchung wurde gespeichert, ist aber ohne diese Bestätigung unvollständig.',
    en: 'Please confirm this item. Your booking was saved but is incomplete without this confirmation.',
  },
  functionsUnavailable: {
    de: 'Die Funktionen stehen für diese Veranstaltung derzeit nicht zur Verfügung.',
    en: 'The functions are currently not available for this event.',
  },
  registrationNotFound: { de: 'Diese Anmeldung gibt es nicht.', en: 'This registration does not exist.' },
  fireplaceGuidelines: {
    de: 'Bitte akzeptieren Sie die Richtlinien für Feuerstätten.',
    en: 'Please accept the guidelines for fireplaces.',
  },
  fireplaceLimit: {
    de: 'Je Aussteller sind höchstens {max} Abgasanschlüsse möglich.',
    en: 'At most {max} flue gas connections are possible per exhibitor.',
  },
  fireplaceNotOffered: {
    de: 'Für diese Veranstaltung werden keine Abgasanschlüsse angeboten.',
    en: 'This event offers no flue gas connections.',
  },
  fireplaceClosed: {
    de: 'Die Frist ist vorbei: Abgasanschlüsse können für diese Veranstaltung nicht mehr beantragt oder zurückgezogen werden.',
    en: 'The deadline has passed: flue gas connections can no longer be requested or withdrawn for this event.',
  },
  fireplaceConfirmedStays: {
    de: 'Dieser Abgasanschluss ist bestätigt und kann nicht mehr zurückgezogen werden. Bitte wenden Sie sich an den Veranstalter.',
    en: 'This flue gas connection is confirmed and can no longer be withdrawn. Please contact the organiser.',
  },
  fireplaceConnectionNotFound: { de: 'Diesen Abgasanschluss gibt es bei dieser Anmeldung nicht.', en: 'This registration has no such flue gas connection.' },
  fireplaceDecided: {
    de: 'Über diesen Abgasanschluss ist schon entschieden. Laden Sie die Seite neu, um den aktuellen Stand zu sehen.',
    en: 'This flue gas connection has already been decided. Reload the page to see its current state.',
  },
  fireplaceInvoiced: {
    de: 'Dieser Abgasanschluss ist bereits berechnet. Korrigieren Sie die Rechnung mit einer Gutschrift oder stornieren Sie sie zuerst.',
    en: 'This flue gas connection has already been invoiced. Correct the invoice with a credit note or cancel it first.',
  },
  printDeadlinePassed: {
    de: 'Der Druckunterlagenschluss ist vorbei: Werbemittel können für diese Veranstaltung nicht mehr bestellt werden.',
    en: 'The print deadline has passed: advertising media can no longer be ordered for this event.',
  },
  orderbookBelowOrdered: {
    de: '{ordered} davon haben Sie verbindlich bestellt. Sie können die Menge erhöhen, aber nicht verringern; für eine Stornierung wenden Sie sich bitte an den Veranstalter.',
    en: 'You ordered {ordered} of this bindingly. You can increase the amount but not reduce it; to cancel, please contact the organiser.',
  },
  orderbookOrderedTicked: {
    de: 'Diese Leistung haben Sie verbindlich bestellt; sie bleibt gebucht. Für eine Stornierung wenden Sie sich bitte an den Veranstalter.',
    en: 'You ordered this service bindingly; it stays booked. To cancel, please contact the organiser.',
  },
  orderBookSaved: { de: 'Erfolgreich gespeichert!', en: 'Successfully saved!' },
  floorPlanFileForm: {
    de: 'Die Standskizze muss eine PDF-, JPG- oder PNG-Datei mit höchstens {max} MB sein.',
    en: 'The stand plan must be a PDF, JPG or PNG file of at most {max} MB.',
  },
  floorPlanFileUnknown: {
    de: 'Diese Datei wurde nicht gefunden. Bitte laden Sie die Standskizze erneut hoch.',
    en: 'This file was not found. Please upload the stand plan again.',
  },
  floorPlanNotFound: {
    de: 'Für diese Anmeldung ist keine Standskizze hinterlegt.',
    en: 'No stand plan has been uploaded for this registration.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
