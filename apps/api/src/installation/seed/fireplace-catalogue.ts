import type { MediaItemSeed } from './media.ts';
import { information, mandatoryConsents, type OrderBookGroupSeed } from './order-book.ts';
import { areaPrice, energyConnection, marketingFee, openSidesSurcharge, type StandConfigSeed } from './stand-configs.ts';

const AREA = 14_900;
const MARKETING = 59_500;

export const fireplaceStandConfigs: StandConfigSeed[] = [
  {
    standType: 'inline',
    nameDe: 'Reihenstand',
    nameEn: 'In-line stand',
    qmMin: 12,
    qmMax: 80,
    rules: [areaPrice(AREA), marketingFee(MARKETING), energyConnection(39_500, 3)],
  },
  {
    standType: 'corner',
    nameDe: 'Eckstand',
    nameEn: 'Corner stand',
    qmMin: 20,
    qmMax: 120,
    rules: [areaPrice(AREA), openSidesSurcharge('corner', 2_000), marketingFee(MARKETING), energyConnection(39_500, 3)],
  },
  {
    standType: 'island',
    nameDe: 'Blockstand',
    nameEn: 'Island stand',
    qmMin: 50,
    qmMax: 250,
    rules: [areaPrice(AREA), openSidesSurcharge('island', 4_500), marketingFee(MARKETING), energyConnection(69_500, 10)],
  },
];

export const fireplaceMedia: MediaItemSeed[] = [
  {
    group: 'print',
    nameDe: 'Katalogeintrag Premium',
    nameEn: 'Premium catalogue entry',
    descriptionDe: 'Erweiterter Eintrag im Ausstellerverzeichnis der Kaminmesse mit Firmenlogo, Kurzporträt und Produktbild.',
    descriptionEn: 'Extended entry in the exhibitor directory of the Fireplace Fair with company logo, short profile and product image.',
    formatDe: 'Logo als EPS oder PDF, Bild 1600 × 1000 px, Text bis 600 Zeichen',
    formatEn: 'Logo as EPS or PDF, image 1600 × 1000 px, text up to 600 characters',
    stock: 80,
    price: 24_500,
    priceEarly: 19_500,
    image: 'kamin-katalogeintrag',
  },
  {
    group: 'print',
    nameDe: 'Logo im Hallenplan',
    nameEn: 'Logo in the hall plan',
    descriptionDe: 'Ihr Firmenlogo auf Ihrer Standfläche im Hallenplan des Katalogs und auf den Übersichtstafeln am Halleneingang.',
    descriptionEn: 'Your company logo on your stand area in the catalogue hall plan and on the overview boards at the hall entrance.',
    formatDe: 'Vektorlogo (EPS, SVG oder PDF)',
    formatEn: 'Vector logo (EPS, SVG or PDF)',
    stock: 10,
    price: 39_000,
    image: 'kamin-logo-hallenplan',
  },
  {
    group: 'online',
    nameDe: 'Banner auf der Messewebsite',
    nameEn: 'Banner on the fair website',
    descriptionDe: 'Rotierendes Banner auf der Startseite der Kaminmesse, verlinkt auf Ihre Website, bis vier Wochen nach Messeende.',
    descriptionEn: 'Rotating banner on the Fireplace Fair home page, linked to your website, until four weeks after the fair.',
    formatDe: '1200 × 300 px, JPG oder PNG, max. 500 KB',
    formatEn: '1200 × 300 px, JPG or PNG, max. 500 KB',
    stock: 8,
    price: 69_000,
    priceEarly: 59_000,
    image: 'kamin-website-banner',
  },
  {
    group: 'online',
    nameDe: 'Beitrag im Besucher-Newsletter',
    nameEn: 'Feature in the visitor newsletter',
    descriptionDe: 'Redaktioneller Beitrag mit Bild und Link im Newsletter an rund 21.000 Kaminfreunde und Fachhändler.',
    descriptionEn: 'Editorial feature with image and link in the newsletter to around 21,000 fireplace enthusiasts and dealers.',
    formatDe: 'Bild 600 × 400 px, Text bis 500 Zeichen',
    formatEn: 'Image 600 × 400 px, text up to 500 characters',
    stock: 4,
    price: 49_000,
    image: 'kamin-newsletter',
  },
];

export function fireplaceOrderBook(agbUrl: string): OrderBookGroupSeed[] {
  return [
    {
      titleDe: 'Feuerstätten & Technik',
      titleEn: 'Fireplaces & technical services',
      groupType: 2,
      items: [
        {
          itemType: 0,
          titleDe: 'Elektroanschluss bis 3 kW',
          titleEn: 'Electricity connection up to 3 kW',
          descriptionDe: 'Wechselstromanschluss für Pelletöfen, Beleuchtung und Displays, einschließlich Installation und Verbrauch.',
          descriptionEn: 'Single-phase connection for pellet stoves, lighting and displays, including installation and consumption.',
          price: 29_500,
          unit: 'piece',
          isConfigurator: true,
          product: {
            type: 1,
            descriptionDe: '230 V / 16 A, drei Schuko-Steckdosen',
            descriptionEn: '230 V / 16 A, three sockets',
          },
        },
        {
          itemType: 2,
          titleDe: 'Feuerlöscher am Stand',
          titleEn: 'Fire extinguisher at the stand',
          descriptionDe: 'Geprüfter 6-kg-Schaumlöscher, bereitgestellt für die gesamte Messedauer.',
          descriptionEn: 'Certified 6 kg foam extinguisher, provided for the entire fair.',
          price: 4_500,
          unit: 'flat',
        },
        {
          itemType: 0,
          tab: 2,
          titleDe: 'Zusätzliche Rohrverlängerung',
          titleEn: 'Additional pipe extension',
          descriptionDe: 'Vom Backoffice nach der Aufmaßprüfung gebucht, wenn die Abgasleitung länger als 3 m ist.',
          descriptionEn: 'Booked by the back office after the site survey when the flue pipe is longer than 3 m.',
          price: 18_500,
          unit: 'lfm',
          product: { type: 1, descriptionDe: 'Edelstahl, Ø 150 mm', descriptionEn: 'Stainless steel, Ø 150 mm' },
        },
      ],
    },
    {
      titleDe: 'Informationen',
      titleEn: 'Information',
      groupType: 3,
      items: [
        information(
          'Betrieb von Feuerstätten während der Messe',
          'Operating fireplaces during the fair',
          'Feuerstätten dürfen nur an den vom Veranstalter bereitgestellten Rauchgasanschlüssen betrieben werden. Als Brennstoff sind ausschließlich trockenes Scheitholz und zertifizierte Pellets erlaubt; die Abnahme durch den Bezirksschornsteinfeger erfolgt am Tag vor der Eröffnung.',
          'Fireplaces may only be operated on the flue gas connections provided by the organiser. Only dry split logs and certified pellets are permitted as fuel; the district chimney sweep inspects all connections on the day before the opening.',
        ),
      ],
    },
    { titleDe: 'Einverständniserklärungen', titleEn: 'Consents', groupType: 2, items: mandatoryConsents(agbUrl) },
  ];
}
