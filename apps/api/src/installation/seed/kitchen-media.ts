import type { MediaItemSeed } from './media.ts';

const PDF_FULL_PAGE_DE = '148 × 210 mm zzgl. 3 mm Beschnitt, PDF/X-4';
const PDF_FULL_PAGE_EN = '148 × 210 mm plus 3 mm bleed, PDF/X-4';

export const kitchenMedia: MediaItemSeed[] = [
  {
    group: 'print',
    nameDe: 'Katalogeintrag Premium',
    nameEn: 'Premium catalogue entry',
    descriptionDe:
      'Erweiterter Eintrag im gedruckten Ausstellerverzeichnis mit Firmenlogo, Kurzporträt und farbiger Hervorhebung im Markenindex.',
    descriptionEn:
      'Extended entry in the printed exhibitor directory with company logo, short profile and colour highlighting in the brand index.',
    formatDe: 'Logo als EPS oder PDF, Text bis 600 Zeichen',
    formatEn: 'Logo as EPS or PDF, text up to 600 characters',
    stock: 150,
    price: 29_500,
    priceEarly: 24_500,
    image: 'katalogeintrag',
  },
  {
    group: 'print',
    nameDe: 'Logo im Hallenplan',
    nameEn: 'Logo in the hall plan',
    descriptionDe:
      'Ihr Firmenlogo direkt auf Ihrer Standfläche im Hallenplan – im Messekatalog, auf den Übersichtstafeln in den Hallen und im Besucherfaltplan.',
    descriptionEn:
      'Your company logo placed directly on your stand area in the hall plan – in the fair catalogue, on the overview boards in the halls and in the visitor map.',
    formatDe: 'Vektorlogo (EPS, SVG oder PDF), einfarbig oder 4c',
    formatEn: 'Vector logo (EPS, SVG or PDF), single colour or CMYK',
    // Few left on purpose: the demo shows the low-stock (orange) availability state.
    stock: 3,
    price: 45_000,
    priceEarly: 39_000,
    image: 'logo-hallenplan',
  },
  {
    group: 'print',
    nameDe: 'Anzeige 1/1 Seite im Messekatalog',
    nameEn: 'Full-page advertisement in the fair catalogue',
    descriptionDe:
      'Ganzseitige Farbanzeige im redaktionellen Teil des Messekatalogs, Auflage 12.000 Exemplare. Platzierung in der Reihenfolge des Buchungseingangs.',
    descriptionEn:
      'Full-page colour advertisement in the editorial section of the fair catalogue, print run 12,000 copies. Placement in order of booking.',
    formatDe: PDF_FULL_PAGE_DE,
    formatEn: PDF_FULL_PAGE_EN,
    stock: 0,
    price: 189_000,
    image: 'anzeige-ganzseitig',
  },
  {
    group: 'print',
    nameDe: 'Anzeige 1/2 Seite im Messekatalog',
    nameEn: 'Half-page advertisement in the fair catalogue',
    descriptionDe: 'Halbseitige Farbanzeige im Querformat im redaktionellen Teil des Messekatalogs.',
    descriptionEn: 'Half-page colour advertisement in landscape format in the editorial section of the fair catalogue.',
    formatDe: '148 × 105 mm zzgl. 3 mm Beschnitt, PDF/X-4',
    formatEn: '148 × 105 mm plus 3 mm bleed, PDF/X-4',
    stock: 12,
    price: 109_000,
    priceEarly: 95_000,
    image: 'anzeige-halbseitig',
  },
  {
    group: 'print',
    nameDe: 'Anzeige auf der Umschlagrückseite (U4)',
    nameEn: 'Advertisement on the back cover (U4)',
    descriptionDe:
      'Exklusive Anzeige auf der Rückseite des Messekatalogs – die auffälligste Platzierung im gesamten Printangebot.',
    descriptionEn: 'Exclusive advertisement on the back of the fair catalogue – the most prominent placement in the entire print offer.',
    formatDe: PDF_FULL_PAGE_DE,
    formatEn: PDF_FULL_PAGE_EN,
    stock: 1,
    price: 390_000,
    // Withdrawn from sale this season: offered to nobody, staff included, and no order can contain it.
    isActive: false,
    image: 'umschlagseite-u4',
  },
  {
    group: 'online',
    nameDe: 'Banner auf der Messewebsite',
    nameEn: 'Banner on the fair website',
    descriptionDe:
      'Rotierendes Banner auf der Startseite und in der Ausstellersuche der Messewebsite, verlinkt auf Ihre Website. Laufzeit ab Buchung bis vier Wochen nach Messeende.',
    descriptionEn:
      'Rotating banner on the home page and in the exhibitor search of the fair website, linked to your website. Runs from booking until four weeks after the fair.',
    formatDe: '1200 × 300 px, JPG oder PNG, max. 500 KB',
    formatEn: '1200 × 300 px, JPG or PNG, max. 500 KB',
    stock: 10,
    price: 85_000,
    priceEarly: 75_000,
    image: 'website-banner',
  },
  {
    group: 'online',
    nameDe: 'Beitrag im Besucher-Newsletter',
    nameEn: 'Feature in the visitor newsletter',
    descriptionDe:
      'Redaktioneller Beitrag mit Bild und Link in einem der vier Besucher-Newsletter vor der Messe (rund 38.000 Empfängerinnen und Empfänger).',
    descriptionEn: 'Editorial feature with image and link in one of the four visitor newsletters before the fair (around 38,000 recipients).',
    formatDe: 'Bild 600 × 400 px, Text bis 500 Zeichen',
    formatEn: 'Image 600 × 400 px, text up to 500 characters',
    stock: 6,
    price: 65_000,
    image: 'newsletter',
  },
  {
    group: 'online',
    nameDe: 'Push-Nachricht in der Messe-App',
    nameEn: 'Push notification in the fair app',
    descriptionDe:
      'Eine Push-Nachricht an alle Nutzerinnen und Nutzer der Messe-App an einem Messetag Ihrer Wahl, mit Verlinkung auf Ihr Ausstellerprofil.',
    descriptionEn: 'One push notification to all users of the fair app on a fair day of your choice, linked to your exhibitor profile.',
    formatDe: 'Titel bis 40 Zeichen, Text bis 120 Zeichen',
    formatEn: 'Title up to 40 characters, text up to 120 characters',
    stock: 8,
    price: 49_000,
    image: 'app-push',
  },
  {
    group: 'online',
    nameDe: 'Premium-Eintrag in der Ausstellersuche',
    nameEn: 'Premium listing in the exhibitor search',
    descriptionDe:
      'Hervorgehobene Platzierung Ihres Unternehmens in den Ergebnissen der Online-Ausstellersuche, mit Logo, Bildergalerie und Video.',
    descriptionEn: 'Highlighted placement of your company in the results of the online exhibitor search, with logo, image gallery and video.',
    formatDe: 'Logo, bis zu 6 Bilder (1600 × 1000 px), 1 Video-Link',
    formatEn: 'Logo, up to 6 images (1600 × 1000 px), 1 video link',
    stock: 20,
    price: 39_000,
    priceEarly: 34_000,
    // Sold only by staff as part of sponsorship packages, hence hidden from the configurator.
    isConfigurator: false,
    image: 'ausstellersuche',
  },
];
