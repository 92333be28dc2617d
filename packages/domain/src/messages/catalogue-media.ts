import type { Lang } from '../lang.ts';

/** Messages of the media and order booklet catalogue in the back office. */
export const catalogueMediaMessages = {
  mediaNotFound: { de: 'Dieses Medium gibt es nicht.', en: 'This medium does not exist.' },
  mediaGroupNotFound: { de: 'Diese Mediengruppe gibt es nicht.', en: 'This media group does not exist.' },
  bookletGroupNotFound: { de: 'Diese Gruppe des Bestellhefts gibt es nicht.', en: 'This group of the order booklet does not exist.' },
  bookletItemNotFound: { de: 'Diese Position des Bestellhefts gibt es nicht.', en: 'This item of the order booklet does not exist.' },
  mediaGroupUnknown: { de: 'Bitte wählen Sie eine vorhandene Mediengruppe.', en: 'Please choose an existing media group.' },
  bookletGroupUnknown: {
    de: 'Bitte wählen Sie eine Gruppe aus dem Bestellheft dieser Veranstaltung.',
    en: 'Please choose a group of this event’s order booklet.',
  },
  mediaEarlyAbovePrice: {
    de: 'Der Frühbucherpreis darf nicht über dem regulären Preis liegen.',
    en: 'The early-booking price may not be above the regular price.',
  },
  mediaStockBelowSold: {
    de: 'Davon sind bereits {sold} Stück verkauft: Der Bestand darf nicht darunter liegen.',
    en: '{sold} pieces of it are already sold: the stock may not be lower.',
  },
  catalogueImageInvalid: {
    de: 'Diese Datei ist kein hochgeladenes Bild (JPG oder PNG). Bitte laden Sie das Bild erneut hoch.',
    en: 'This file is not an uploaded image (JPG or PNG). Please upload the image again.',
  },
  bookletProductRequired: {
    de: 'Ein Produkt braucht eine Eingabeart (Mengenfeld oder Ja/Nein-Kontrollkästchen).',
    en: 'A product needs an input kind (quantity field or yes/no checkbox).',
  },
  bookletOnlyForProducts: {
    de: 'Nur Positionen vom Typ Produkt haben Produktangaben und Bilder.',
    en: 'Only items of type product have product details and images.',
  },
  bookletPriceNothingOrdered: {
    de: 'Diese Position bestellt nichts (Text, Gruppe, Bestätigung oder Produkt ohne Eingabe): Ihr Preis ist 0.',
    en: 'This item orders nothing (text, group, confirmation or product without input): its price is 0.',
  },
  bookletMandatoryNothingToFill: {
    de: 'Text und Gruppe können nicht Pflicht sein: Es gibt nichts auszufüllen.',
    en: 'Texts and groups cannot be mandatory: there is nothing to fill in.',
  },
  bookletQmNeedsAmount: {
    de: 'Nach Stand-m² berechnet werden nur Positionen mit Mengeneingabe.',
    en: 'Only items with a quantity input can be charged by stand m².',
  },
  bookletQmNeedsQmUnit: { de: 'Nach Stand-m² berechnet ist die Einheit m².', en: 'Charged by stand m², the unit is m².' },
  bookletOrderForeignId: {
    de: 'Dies gehört nicht zum Bestellheft dieser Veranstaltung.',
    en: 'This does not belong to this event’s order booklet.',
  },
  bookletOrderDuplicate: { de: 'Dieser Eintrag ist doppelt.', en: 'This entry appears twice.' },
  mediaInUse: {
    de: 'Dieses Medium wird noch verwendet ({uses}) und kann nicht gelöscht werden. Deaktivieren Sie es stattdessen.',
    en: 'This medium is still in use ({uses}) and cannot be deleted. Deactivate it instead.',
  },
  bookletItemInUse: {
    de: 'Diese Position wird noch verwendet ({uses}) und kann nicht gelöscht werden. Verbergen Sie sie stattdessen (nur für Mitarbeiter sichtbar).',
    en: 'This item is still in use ({uses}) and cannot be deleted. Hide it instead (visible to staff only).',
  },
  mediaGroupInUse: {
    de: 'Diese Mediengruppe enthält noch {count} Medien. Ordnen Sie sie zuerst einer anderen Gruppe zu.',
    en: 'This media group still holds {count} media. Move them to another group first.',
  },
  bookletGroupInUse: {
    de: 'Diese Gruppe enthält noch {count} Positionen. Verschieben oder löschen Sie sie zuerst.',
    en: 'This group still holds {count} items. Move or delete them first.',
  },
  usesOrders: { de: 'Aufträge: {numbers}', en: 'orders: {numbers}' },
  usesOffers: { de: 'Angebote: {count}', en: 'offers: {count}' },
  usesBooklets: { de: 'Bestellhefte von Ausstellern: {count}', en: 'exhibitors’ order booklets: {count}' },
} as const satisfies Record<string, Record<Lang, string>>;
