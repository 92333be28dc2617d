import { kitchenInformation, kitchenInternalItems } from './kitchen-order-book-notes.ts';
import { header, mandatoryConsents, type OrderBookGroupSeed } from './order-book.ts';

export function kitchenOrderBook(agbUrl: string): OrderBookGroupSeed[] {
  return [
    {
      titleDe: 'Standbau & Ausstattung',
      titleEn: 'Stand construction & furnishings',
      groupType: 2,
      items: [
        header('Bodenbeläge', 'Floor coverings'),
        {
          itemType: 0,
          titleDe: 'Teppichboden',
          titleEn: 'Carpet',
          descriptionDe:
            'Verlegung von Messeteppich auf Ihrer gesamten Standfläche, einschließlich Schutzfolie während des Aufbaus und Entsorgung nach Messeende. Bitte geben Sie die Fläche in m² an; die Farbe wählen Sie nach der Auftragsbestätigung aus unserer Farbkarte.',
          descriptionEn:
            'Exhibition carpet laid across your entire stand area, including protective film during set-up and disposal after the fair. Please enter the area in m²; you choose the colour from our colour chart after the order confirmation.',
          price: 1_450,
          unit: 'qm',
          priceCalculation: 'qm',
          isConfigurator: true,
          product: {
            type: 1,
            descriptionDe: 'Nadelvlies, schwer entflammbar (Cfl-s1), 12 Farben zur Auswahl',
            descriptionEn: 'Needle felt, flame-retardant (Cfl-s1), 12 colours to choose from',
          },
          image: 'teppichboden',
        },
        {
          itemType: 0,
          titleDe: 'Abhängepunkt an der Hallendecke',
          titleEn: 'Rigging point at the hall ceiling',
          descriptionDe: 'Abhängepunkt für Traversen, Banner oder Leuchten, montiert durch den Hallenservice.',
          descriptionEn: 'Rigging point for trusses, banners or lights, installed by the hall service.',
          price: 18_500,
          unit: 'piece',
          product: {
            type: 1,
            descriptionDe: 'Traglast bis 250 kg je Punkt, inkl. Motorkettenzug, Montage und Demontage',
            descriptionEn: 'Load up to 250 kg per point, incl. chain hoist, installation and removal',
          },
        },
        header('Mobiliar', 'Furniture'),
        {
          itemType: 0,
          titleDe: 'Lounge-Paket „Wohnküche“',
          titleEn: 'Lounge package “Living kitchen”',
          descriptionDe:
            'Eine komplette Besprechungsecke für Ihre Kundengespräche: Zweisitzer-Sofa, Stehtisch mit zwei Barhockern und eine Pendelleuchte. Wir liefern und stellen alles vor Messebeginn auf und holen es nach Messeende wieder ab.',
          descriptionEn:
            'A complete meeting corner for your customer talks: two-seater sofa, bar table with two bar stools and a pendant light. We deliver and set everything up before the fair opens and collect it again after the fair.',
          price: 69_000,
          unit: 'flat',
          product: {
            type: 2,
            descriptionDe: 'Sofa 180 cm (Stoff anthrazit), Stehtisch Ø 70 cm, 2 Barhocker, LED-Pendelleuchte',
            descriptionEn: 'Sofa 180 cm (anthracite fabric), bar table Ø 70 cm, 2 bar stools, LED pendant light',
          },
          image: 'lounge-paket',
          gallery: ['lounge-paket-tisch', 'lounge-paket-leuchte'],
        },
        {
          itemType: 2,
          titleDe: 'Standbau durch eigenen Standbauer',
          titleEn: 'Stand built by our own stand builder',
          descriptionDe:
            'Bitte ankreuzen, wenn Sie einen eigenen Standbauer beauftragen. Wir senden ihm dann die Aufbauausweise und die Technischen Richtlinien zu.',
          descriptionEn:
            'Please tick if you commission your own stand builder. We will then send them the set-up passes and the technical guidelines.',
        },
      ],
    },
    {
      titleDe: 'Energie & Wasser',
      titleEn: 'Energy & water',
      groupType: 1,
      items: [
        {
          itemType: 0,
          titleDe: 'Elektroanschluss bis 3 kW',
          titleEn: 'Electricity connection up to 3 kW',
          descriptionDe:
            'Wechselstromanschluss mit Unterverteilung und drei Schuko-Steckdosen, einschließlich Installation, Abnahme durch die Hallenelektrik und Stromverbrauch während der Messe. Für Vorführküchen empfehlen wir den Anschluss bis 10 kW.',
          descriptionEn:
            'Single-phase connection with sub-distribution and three sockets, including installation, inspection by the hall electricians and power consumption during the fair. For demonstration kitchens we recommend the connection up to 10 kW.',
          price: 29_500,
          unit: 'piece',
          isConfigurator: true,
          product: {
            type: 1,
            descriptionDe: '230 V / 16 A, Unterverteilung mit FI-Schutzschalter',
            descriptionEn: '230 V / 16 A, sub-distribution with residual-current device',
          },
          image: 'elektroanschluss',
        },
        {
          itemType: 0,
          titleDe: 'Elektroanschluss bis 10 kW (Drehstrom)',
          titleEn: 'Electricity connection up to 10 kW (three-phase)',
          descriptionDe: 'Drehstromanschluss für Backöfen, Kochfelder und Dampfgarer in Vorführküchen, einschließlich Installation und Verbrauch.',
          descriptionEn: 'Three-phase connection for ovens, hobs and steam ovens in demonstration kitchens, including installation and consumption.',
          price: 54_500,
          unit: 'piece',
          isConfigurator: true,
          product: {
            type: 1,
            descriptionDe: '400 V / 16 A CEE, Unterverteilung mit FI-Schutzschalter',
            descriptionEn: '400 V / 16 A CEE, sub-distribution with residual-current device',
          },
        },
        {
          itemType: 0,
          titleDe: 'Wasser- und Abwasseranschluss',
          titleEn: 'Water supply and drainage',
          descriptionDe:
            'Kalt- und Warmwasserzulauf sowie Abwasseranschluss für Spülen, Geschirrspüler und Kaffeemaschinen. Die Leitungen werden im Hallenboden verlegt; bitte markieren Sie die gewünschte Position im Standplan, den Sie mit der Auftragsbestätigung erhalten.',
          descriptionEn:
            'Cold and hot water supply and drainage for sinks, dishwashers and coffee machines. The pipes are laid in the hall floor; please mark the required position in the stand plan you receive with the order confirmation.',
          price: 48_500,
          unit: 'flat',
          product: {
            type: 2,
            descriptionDe: 'Zulauf ½ Zoll, Ablauf DN 40, inkl. Durchlauferhitzer',
            descriptionEn: 'Supply ½ inch, drain DN 40, incl. instantaneous water heater',
          },
        },
        {
          itemType: 4,
          titleDe: 'Anzahl der Geräte mit Drehstromanschluss',
          titleEn: 'Number of appliances needing a three-phase connection',
          descriptionDe: 'Damit die Hallenelektrik die Unterverteilung Ihres Standes richtig auslegen kann.',
          descriptionEn: 'So that the hall electricians can size the sub-distribution of your stand correctly.',
          unit: 'piece',
        },
      ],
    },
    {
      titleDe: 'Services',
      titleEn: 'Services',
      groupType: 3,
      items: [
        {
          itemType: 0,
          titleDe: 'Standreinigung',
          titleEn: 'Stand cleaning',
          descriptionDe:
            'Tägliche Reinigung Ihres Standes vor Öffnung der Hallen: Teppich saugen, Papierkörbe leeren, Tische und Theken abwischen. Der Preis gilt je m² Standfläche für die gesamte Messedauer.',
          descriptionEn:
            'Daily cleaning of your stand before the halls open: vacuuming the carpet, emptying bins, wiping tables and counters. The price applies per m² of stand space for the entire duration of the fair.',
          price: 650,
          unit: 'qm',
          priceCalculation: 'qm',
          isConfigurator: true,
          isMandatory: true,
          product: {
            type: 1,
            descriptionDe: 'Täglich vor Messebeginn, für alle Messetage',
            descriptionEn: 'Daily before opening, for all fair days',
          },
        },
        {
          itemType: 0,
          titleDe: 'Standpersonal (Empfang und Bewirtung)',
          titleEn: 'Stand staff (reception and catering)',
          descriptionDe: 'Zweisprachiges Servicepersonal für Empfang, Bewirtung und Kontaktaufnahme, je Person und Messetag (9 Stunden).',
          descriptionEn: 'Bilingual service staff for reception, catering and lead capture, per person and fair day (9 hours).',
          price: 32_000,
          unit: 'day',
          product: {
            type: 1,
            descriptionDe: 'Deutsch und Englisch, Kleidung nach Absprache',
            descriptionEn: 'German and English, dress code by arrangement',
          },
        },
        {
          itemType: 4,
          titleDe: 'Zusätzliche Aufbaustunden nach 22 Uhr',
          titleEn: 'Additional set-up hours after 10 pm',
          descriptionDe: 'Verlängerte Hallenöffnung an den Aufbautagen, berechnet je angefangene Stunde.',
          descriptionEn: 'Extended hall opening on the set-up days, charged per hour or part thereof.',
          price: 9_500,
          unit: 'hour',
        },
        {
          itemType: 2,
          titleDe: 'Abfallentsorgung nach dem Abbau',
          titleEn: 'Waste disposal after dismantling',
          descriptionDe: 'Entsorgung von Verpackungen und Standbaureststoffen bis 2 m³ durch den Hallenservice.',
          descriptionEn: 'Disposal of packaging and stand construction waste up to 2 m³ by the hall service.',
          price: 12_000,
          unit: 'flat',
          isConfigurator: true,
        },
      ],
    },
    { titleDe: 'Informationen', titleEn: 'Information', groupType: 1, items: kitchenInformation },
    { titleDe: 'Einverständniserklärungen', titleEn: 'Consents', groupType: 2, items: mandatoryConsents(agbUrl) },
    { titleDe: 'Interne Positionen', titleEn: 'Internal items', groupType: 1, items: kitchenInternalItems },
  ];
}
