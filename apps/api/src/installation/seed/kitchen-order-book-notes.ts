import { information, type OrderBookItemSeed } from './order-book.ts';

export const kitchenInformation: OrderBookItemSeed[] = [
  information(
    'Auf- und Abbauzeiten',
    'Set-up and dismantling times',
    'Der Aufbau beginnt drei Tage vor Messebeginn um 7:00 Uhr; am Vortag der Eröffnung müssen alle Stände bis 18:00 Uhr fertiggestellt sein. Der Abbau beginnt am letzten Messetag eine Stunde nach Messeschluss und endet am Folgetag um 18:00 Uhr. Fahrzeuge dürfen die Hallen nur mit gültiger Einfahrtsgenehmigung befahren.',
    'Set-up starts three days before the fair opens at 7:00 am; all stands must be completed by 6:00 pm on the day before the opening. Dismantling starts one hour after closing on the last day of the fair and ends at 6:00 pm on the following day. Vehicles may only enter the halls with a valid access permit.',
  ),
  information(
    'Anlieferung und Logistik',
    'Delivery and logistics',
    'Für die Anlieferung von Küchenzeilen und Großgeräten steht an jeder Halle ein Ladetor zur Verfügung. Stapler- und Kranleistungen sowie die Einlagerung von Leergut buchen Sie beim offiziellen Messespediteur. Bitte kennzeichnen Sie jede Sendung mit Halle, Standnummer und Firmenname.',
    'Each hall has a loading gate for delivering kitchen units and large appliances. Book forklift and crane services as well as storage of empties with the official fair forwarder. Please label every shipment with hall, stand number and company name.',
  ),
  information(
    'Brandschutz',
    'Fire safety',
    'Alle Dekorationsmaterialien müssen mindestens schwer entflammbar sein (Baustoffklasse B1 bzw. C-s2,d0). Für betriebsbereite Kochgeräte ist ein Feuerlöscher in Reichweite vorgeschrieben; offene Flammen sind in den Hallen nicht gestattet.',
    'All decoration materials must be at least flame-retardant (building material class B1 or C-s2,d0). A fire extinguisher within reach is mandatory for cooking appliances in operation; open flames are not permitted in the halls.',
  ),
];

/** Positions only the back office books, e.g. after a site inspection; exhibitors never see them. */
export const kitchenInternalItems: OrderBookItemSeed[] = [
  {
    itemType: 0,
    tab: 2,
    titleDe: 'Bearbeitungsgebühr für nachträgliche Änderungen',
    titleEn: 'Handling fee for late changes',
    descriptionDe: 'Wird berechnet, wenn Standplan oder Bestellungen nach dem Technikschluss geändert werden.',
    descriptionEn: 'Charged when the stand plan or orders are changed after the technical deadline.',
    price: 15_000,
    unit: 'flat',
    product: { type: 2, descriptionDe: 'Pauschale je Änderungsauftrag', descriptionEn: 'Flat rate per change request' },
  },
  {
    itemType: 0,
    tab: 2,
    titleDe: 'Sonderreinigung nach dem Abbau',
    titleEn: 'Special cleaning after dismantling',
    descriptionDe:
      'Beseitigung von Verschmutzungen, Klebebandresten oder Farbspuren auf der Hallenfläche, die bei der Abnahme nach dem Abbau festgestellt werden. Abgerechnet wird nach tatsächlichem Aufwand.',
    descriptionEn:
      'Removal of dirt, tape residue or paint marks on the hall floor found during the inspection after dismantling. Charged according to the actual time spent.',
    price: 6_500,
    unit: 'hour',
    product: { type: 1, descriptionDe: 'Reinigungskraft je Stunde', descriptionEn: 'Cleaner per hour' },
  },
];
