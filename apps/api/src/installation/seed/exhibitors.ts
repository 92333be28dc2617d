import type { FireplaceProductGroup } from './fireplace-fair.ts';
import type { KitchenProductGroup } from './kitchen-fair.ts';
import { seededRandom, type SeededRandom } from './random.ts';

/**
 * The invented exhibitors of the demo season: German firms mostly, Austrian and Italian ones with their VAT ID
 * (reverse charge), Swiss ones (outside the EU), one sole trader without a VAT ID, a public vocational school
 * whose invoices carry its Leitweg-ID. Names, addresses and people are made up from the lists below.
 */
export type Country = 'de' | 'at' | 'ch' | 'it' | 'nl' | 'dk' | 'pl';

export interface ExhibitorSeed<Group extends string = string> {
  name: string;
  nameNatural: string;
  email: string;
  internet: string;
  country: Country;
  /** As the company typed it; '' for none. */
  vatId: string;
  street: string;
  zip: string;
  city: string;
  phone: { telCountry: string; telCity: string; telDirect: string };
  contact: { gender: 2 | 3; firstName: string; name: string; email: string; lang: 'de' | 'en' };
  /** A separate invoice address: its department and mailbox, and the buyer reference its invoices carry. */
  invoiceAddress?: { nameExtra: string; email: string; buyerReference: string };
  productGroups: Group[];
}

type Town = readonly [city: string, zip: string, telCity: string];

const COUNTRIES: Record<Country, { telCountry: string; lang: 'de' | 'en'; legal: string; towns: readonly Town[]; streets: readonly string[]; vatId: (r: SeededRandom) => string }> = {
  de: {
    telCountry: '+49',
    lang: 'de',
    legal: 'GmbH',
    towns: [['Herford', '32052', '5221'], ['Löhne', '32584', '5732'], ['Bielefeld', '33602', '521'], ['Stuttgart', '70173', '711'], ['Köln', '50667', '221'], ['Nürnberg', '90402', '911'], ['Leipzig', '04109', '341'], ['Rosenheim', '83022', '8031'], ['Münster', '48143', '251'], ['Freiburg im Breisgau', '79098', '761'], ['Kassel', '34117', '561'], ['Hamburg', '20095', '40']],
    streets: ['Industriestraße', 'Gewerbering', 'Am Mühlbach', 'Werkstraße', 'Lindenallee', 'Im Kleefeld', 'Hafenweg', 'Zeppelinstraße'],
    vatId: (r) => `DE${r.int(1, 3)}${r.digits(8)}`,
  },
  at: {
    telCountry: '+43',
    lang: 'de',
    legal: 'GmbH',
    towns: [['Wien', '1100', '1'], ['Linz', '4020', '732'], ['Graz', '8010', '316'], ['Salzburg', '5020', '662'], ['Dornbirn', '6850', '5572']],
    streets: ['Gewerbepark', 'Industriezeile', 'Hauptstraße'],
    vatId: (r) => `ATU${r.digits(8)}`,
  },
  ch: {
    telCountry: '+41',
    lang: 'de',
    legal: 'AG',
    towns: [['Zürich', '8005', '44'], ['St. Gallen', '9000', '71'], ['Bern', '3011', '31']],
    streets: ['Industriestrasse', 'Bahnhofstrasse', 'Werkstrasse'],
    vatId: (r) => `CHE-${r.digits(3)}.${r.digits(3)}.${r.digits(3)} MWST`,
  },
  it: { telCountry: '+39', lang: 'en', legal: 'S.r.l.', towns: [['Treviso', '31100', '0422'], ['Bozen', '39100', '0471']], streets: ['Via dell’Industria', 'Via Roma'], vatId: (r) => `IT${r.digits(11)}` },
  nl: { telCountry: '+31', lang: 'en', legal: 'B.V.', towns: [['Eindhoven', '5611 AB', '40']], streets: ['Kanaalweg'], vatId: (r) => `NL${r.digits(9)}B01` },
  dk: { telCountry: '+45', lang: 'en', legal: 'A/S', towns: [['Aarhus', '8000', '86']], streets: ['Industrivej'], vatId: (r) => `DK${r.digits(8)}` },
  pl: { telCountry: '+48', lang: 'en', legal: 'Sp. z o.o.', towns: [['Poznań', '61-131', '61']], streets: ['ul. Przemysłowa'], vatId: (r) => `PL${r.digits(10)}` },
};

const PEOPLE = {
  de: {
    women: ['Anja', 'Birgit', 'Claudia', 'Daniela', 'Franziska', 'Greta', 'Hanna', 'Ines', 'Katrin', 'Lena', 'Miriam', 'Petra', 'Sabine', 'Tanja', 'Ulrike', 'Vera'],
    men: ['Andreas', 'Bernd', 'Christian', 'Dirk', 'Florian', 'Georg', 'Holger', 'Jan', 'Klaus', 'Lukas', 'Markus', 'Niklas', 'Oliver', 'Ralf', 'Stefan', 'Uwe'],
    surnames: ['Albers', 'Bauer', 'Conrad', 'Dietz', 'Ebert', 'Fink', 'Graf', 'Haas', 'Jung', 'Kraft', 'Lang', 'Maier', 'Nagel', 'Ott', 'Pohl', 'Roth', 'Schulte', 'Thiel', 'Vogel', 'Wolff', 'Ziegler', 'Brandt', 'Keller', 'Lorenz', 'Seidel', 'Winkler', 'Kühn', 'Böhm', 'Jäger'],
  },
  abroad: {
    women: ['Giulia', 'Sanne', 'Agnieszka', 'Mette'],
    men: ['Marco', 'Pieter', 'Tomasz', 'Mads'],
    surnames: ['Ferraro', 'Vermeulen', 'Nowicka', 'Kjeldsen', 'Bellini', 'de Graaf'],
  },
};

interface Trade<Group> {
  word: string;
  groups: Group[];
}

const KITCHEN_TRADES: Trade<KitchenProductGroup>[] = [
  { word: 'Küchenmanufaktur', groups: ['kitchenFurniture', 'worktops'] },
  { word: 'Küchenmöbelwerk', groups: ['kitchenFurniture'] },
  { word: 'Einbaugeräte', groups: ['builtInAppliances'] },
  { word: 'Hausgerätetechnik', groups: ['builtInAppliances', 'accessories'] },
  { word: 'Spültechnik', groups: ['sinksAndTaps'] },
  { word: 'Armaturenwerk', groups: ['sinksAndTaps'] },
  { word: 'Natursteinwerk', groups: ['worktops'] },
  { word: 'Arbeitsplatten', groups: ['worktops'] },
  { word: 'Lichtsysteme', groups: ['lighting'] },
  { word: 'Wohndesign', groups: ['livingFurniture', 'accessories'] },
  { word: 'Polstermöbel', groups: ['livingFurniture'] },
  { word: 'Beschlagtechnik', groups: ['accessories', 'kitchenFurniture'] },
  { word: 'Küchenplanung', groups: ['softwarePlanning'] },
  { word: 'Dunstabzugstechnik', groups: ['builtInAppliances'] },
];

const FIREPLACE_TRADES: Trade<FireplaceProductGroup>[] = [
  { word: 'Ofenbau', groups: ['stoves'] },
  { word: 'Kaminöfen', groups: ['stoves', 'accessories'] },
  { word: 'Kachelofenbau', groups: ['stoves'] },
  { word: 'Pellettechnik', groups: ['pelletStoves'] },
  { word: 'Schornsteintechnik', groups: ['chimneys'] },
  { word: 'Brennstoffhandel', groups: ['fuels'] },
  { word: 'Kaminzubehör', groups: ['accessories'] },
];

/** Family names the firms are named after, in Germany and in Austria and Switzerland; firms further abroad are named in their language below. */
const FIRM_NAMES = {
  de: [
    'Achterberg', 'Bodenstedt', 'Dornbusch', 'Eckhoff', 'Falkenried', 'Gerstner', 'Hasselbrink', 'Ilsemann', 'Jorkowski', 'Kesselring',
    'Lüdecke', 'Mertensen', 'Nottebohm', 'Oberländer', 'Quandtmeyer', 'Reichelt', 'Sommerfeld', 'Trautwein', 'Ulbricht', 'Vahrenholt',
    'Wendling', 'Zeidler', 'Brakemeier', 'Dielmann', 'Fennerich', 'Grotefend', 'Heuermann', 'Kleinhans', 'Lohmeyer', 'Overkamp',
    'Piepenbrink', 'Rehkopf', 'Schwieters', 'Tegtmeier', 'Volkening', 'Wöstmann', 'Ortmeier', 'Hackenbroich', 'Sauerwald', 'Kohlhaas',
    'Bramsche', 'Riedinger', 'Feuerlein', 'Lindenkamp', 'Westerholt', 'Glutmann',
  ],
  alpine: ['Moosbrugger', 'Steinacher', 'Pichlmayr', 'Wimmreuter', 'Thalhammer', 'Aschenbrenner', 'Hinterleitner', 'Hürlimann', 'Gisler', 'Brunnschweiler', 'Eggenschwiler'],
};

const ABROAD = {
  kitchen: [
    { country: 'it', natural: 'Pederzolli Cucine', groups: ['kitchenFurniture'] },
    { country: 'it', natural: 'Valsecchi Rubinetterie', groups: ['sinksAndTaps'] },
    { country: 'nl', natural: 'Van Dijkhorst Keukens', groups: ['kitchenFurniture', 'worktops'] },
    { country: 'dk', natural: 'Kjærsgaard Køkken', groups: ['kitchenFurniture', 'livingFurniture'] },
  ],
  fireplace: [
    { country: 'dk', natural: 'Nørrevang Brændeovne', groups: ['stoves'] },
    { country: 'pl', natural: 'Zawadzki Kominki', groups: ['stoves', 'chimneys'] },
  ],
} as const;

/** Lower case, umlauts spelt out, anything else but letters and digits a dash: an address's host name. */
function slug(text: string): string {
  const spelt = text.toLowerCase().replace(/ä|æ/g, 'ae').replace(/ö|ø/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/å/g, 'aa');
  return spelt.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function exhibitor<Group extends string>(r: SeededRandom, country: Country, natural: string, groups: readonly Group[], legal?: string): ExhibitorSeed<Group> {
  const rules = COUNTRIES[country];
  const [city, zip, telCity] = r.pick(rules.towns);
  const host = `${slug(natural)}.example`;
  const people = country === 'de' || country === 'at' || country === 'ch' ? PEOPLE.de : PEOPLE.abroad;
  const gender = r.next() < 0.45 ? 3 : 2;
  const firstName = r.pick(gender === 3 ? people.women : people.men);
  const name = r.pick(people.surnames);
  return {
    name: `${natural} ${legal ?? rules.legal}`,
    nameNatural: natural,
    email: `info@${host}`,
    internet: `https://www.${host}`,
    country,
    vatId: rules.vatId(r),
    street: `${r.pick(rules.streets)}${country === 'it' ? ',' : ''} ${r.int(1, 120)}`,
    zip,
    city,
    phone: { telCountry: rules.telCountry, telCity, telDirect: `${r.digits(3)} ${r.digits(3)}-0` },
    contact: { gender, firstName, name, email: `${slug(firstName)}.${slug(name)}@${host}`, lang: rules.lang },
    // About a third of the firms send invoices to their accounts department.
    ...(r.next() < 0.3 && { invoiceAddress: { nameExtra: country === 'de' || country === 'at' || country === 'ch' ? 'Buchhaltung' : 'Accounts', email: `rechnung@${host}`, buyerReference: '' } }),
    productGroups: [...groups],
  };
}

/** German, Austrian and Swiss firms of the trades, named after the family names of their country in turn (each name once). */
function firms<Group extends string>(r: SeededRandom, names: typeof FIRM_NAMES, trades: Trade<Group>[], countries: Country[]) {
  return countries.map((country, i) => {
    const trade = trades[i % trades.length]!;
    const name = (country === 'de' ? names.de : names.alpine).shift()!;
    return exhibitor(r, country, `${name} ${trade.word}`, trade.groups, country === 'de' && i % 5 === 3 ? 'GmbH & Co. KG' : undefined);
  });
}

/** The exhibitors of both fairs, the same on every call. */
export function demoExhibitors() {
  const r = seededRandom(2027);
  const names = { de: r.shuffled(FIRM_NAMES.de), alpine: r.shuffled(FIRM_NAMES.alpine) };
  const de = (count: number): Country[] => Array.from({ length: count }, () => 'de');
  const kitchen: ExhibitorSeed<KitchenProductGroup>[] = [
    ...firms(r, names, KITCHEN_TRADES, [...de(18), 'at', 'ch', ...de(12), 'at', 'at', ...de(8), 'ch', 'at', 'ch', 'at']),
    ...ABROAD.kitchen.map((firm) => exhibitor(r, firm.country, firm.natural, firm.groups)),
  ];
  const fireplace: ExhibitorSeed<FireplaceProductGroup>[] = [
    ...firms(r, names, FIREPLACE_TRADES, [...de(4), 'at', ...de(3), 'at', 'ch']),
    ...ABROAD.fireplace.map((firm) => exhibitor(r, firm.country, firm.natural, firm.groups)),
  ];
  // A sole trader without a VAT ID (German VAT all the same) and a public school, billed under its Leitweg-ID.
  kitchen[5] = { ...kitchen[5]!, name: `${kitchen[5]!.nameNatural} e.K.`, vatId: '' };
  const school = exhibitor<KitchenProductGroup>(r, 'de', 'Fachschule für Holztechnik Herford', ['kitchenFurniture', 'softwarePlanning']);
  kitchen.splice(12, 0, {
    ...school,
    name: school.nameNatural,
    vatId: '',
    invoiceAddress: { nameExtra: 'Kreis Herford, Schulverwaltung', email: `schulverwaltung@${school.email.split('@')[1]}`, buyerReference: '04011000-1234512345-06' },
  });
  return { kitchen, fireplace };
}
