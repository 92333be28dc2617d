import { OWN_STANDS } from './demo-halls.ts';
import { demoExhibitors, type ExhibitorSeed } from './exhibitors.ts';
import { hallNames, standHandout } from './plan-stands.ts';
import { seededRandom, type SeededRandom } from './random.ts';

/**
 * What happened at the two fairs in the months before the demo's first start, in days before it: who registered
 * when, for which stand, what they ordered and booked, who confirmed and who cancelled, and how their invoices
 * went. Pure data; season.ts makes it happen through the product's own order and invoicing code.
 */
export type FairKey = 'kitchen' | 'fireplace';

export interface PlannedRegistration {
  fair: FairKey;
  exhibitor: ExhibitorSeed;
  state: 'confirmed' | 'unconfirmed' | 'canceled';
  registeredDaysAgo: number;
  /** When its double opt-in link was used; null while unconfirmed. */
  confirmedDaysAgo: number | null;
  standType: string;
  /** The size ordered; for a registration with a stand, its area on the hall plan. */
  qm: number;
  /** A stand of its hall's plan (plan-stands.ts). */
  stand: { hall: string; standNr: string } | null;
  /** Media and services of the binding order, by their German names. */
  media: Record<string, number>;
  services: Record<string, number>;
  /** What the exhibitor booked in the order booklet afterwards (1 ticks a box), by German title. */
  booklet: Record<string, number>;
  /** Saved as an offer by link some days before, and ordered from it. */
  fromOfferDaysAgo: number | null;
  /** Flue gas connections requested (fireplace fair): device, oven type, fuel, kW. */
  flueGas: { deviceName: string; ovenType: string; fuel: string; maxPowerKw: number }[];
  canceled: { daysAgo: number; reason: string } | null;
  invoice: PlannedInvoice | null;
}

export interface PlannedInvoice {
  /** The stand invoice (partial billing number stand). */
  daysAgo: number;
  /** Paid in full that day, or 40 % paid as a down payment; null: open. */
  paid: { daysAgo: number; share: 1 | 0.4 } | null;
  /** A final invoice of all else, `daysAgo`, paid within ten days when `paid`. */
  final: { daysAgo: number; paid: boolean } | null;
  /** A goodwill credit (net cents) on the stand invoice, today. */
  creditCents: number | null;
  /** Cancelled today and issued again to the new invoice address. */
  reissued: boolean;
}

/** Stand types as the exhibitors choose them, with the sizes they book (within each config's range). */
const STANDS: Record<FairKey, [type: string, share: number, sizes: number[]][]> = {
  kitchen: [
    ['inline', 0.4, [12, 15, 18, 24, 30, 36, 48]],
    ['corner', 0.28, [20, 24, 30, 36, 48, 60]],
    ['head', 0.1, [40, 54, 72, 96]],
    ['island', 0.08, [80, 120, 160, 240]],
    ['rental_system', 0.14, [9, 12, 16, 24]],
  ],
  fireplace: [
    ['inline', 0.5, [12, 16, 20, 30, 40]],
    ['corner', 0.35, [24, 30, 40, 60]],
    ['island', 0.15, [60, 80, 100]],
  ],
};

/** Media each exhibitor may take, with the pieces the season sells at most (low-stock media stay as the catalogue has them). */
const MEDIA: Record<FairKey, [name: string, share: number, cap: number][]> = {
  kitchen: [
    ['Katalogeintrag Premium', 0.45, 30],
    ['Anzeige 1/2 Seite im Messekatalog', 0.12, 5],
    ['Banner auf der Messewebsite', 0.12, 6],
    ['Beitrag im Besucher-Newsletter', 0.08, 3],
    ['Push-Nachricht in der Messe-App', 0.1, 4],
  ],
  fireplace: [
    ['Katalogeintrag Premium', 0.5, 8],
    ['Logo im Hallenplan', 0.2, 3],
    ['Banner auf der Messewebsite', 0.15, 3],
  ],
};

const CANCEL_REASONS = ['Teilnahme aus betrieblichen Gründen abgesagt', 'Stellt über den Stand seines Fachhändlers aus', 'Stellt stattdessen auf der Frühjahrsmesse aus'];

const DEVICES = [
  { deviceName: 'Kaminofen Nordkap 8', ovenType: 'stove', fuel: 'split_logs', maxPowerKw: 8 },
  { deviceName: 'Pelletofen Aura 10', ovenType: 'pellet_stove', fuel: 'pellets', maxPowerKw: 10 },
  { deviceName: 'Grundofen Typ S', ovenType: 'tiled_stove', fuel: 'split_logs', maxPowerKw: 6 },
  { deviceName: 'Küchenherd Cucina 70', ovenType: 'cooker', fuel: 'split_logs', maxPowerKw: 7.5 },
  { deviceName: 'Kombiofen Duo 12', ovenType: 'hybrid_oven', fuel: 'split_logs_pellets', maxPowerKw: 12 },
];

/** Days before the first start of the registrations of a fair, oldest first: many early, fewer later. */
function registrationDays(r: SeededRandom, count: number, recent: number[]): number[] {
  const older = count - recent.length;
  const days = Array.from({ length: older }, (_, i) => Math.round(4 + 166 * (1 - i / older) ** 1.4) + r.int(0, 2));
  return [...days, ...recent];
}

interface FairPlan {
  recent: number[];
  cancelAt: number[];
  /** Stands of the plans the demo's own exhibitors hold ('Halle 3/C14'). */
  taken: string[];
}

function planFair(r: SeededRandom, fair: FairKey, exhibitors: ExhibitorSeed[], { recent, cancelAt, taken }: FairPlan): PlannedRegistration[] {
  const days = registrationDays(r, exhibitors.length, recent);
  const sold = new Map<string, number>();
  const stands = standHandout(fair, taken);
  const halls = hallNames(fair);
  return exhibitors.map((exhibitor, i) => {
    const registeredDaysAgo = days[i]!;
    const isRecent = i >= exhibitors.length - recent.length;
    const canceledIndex = cancelAt.indexOf(i);
    const state = isRecent ? 'unconfirmed' : canceledIndex >= 0 ? 'canceled' : 'confirmed';
    const confirmedDaysAgo = isRecent ? null : Math.max(registeredDaysAgo - r.int(0, 2), 1);
    const pickedStand = r.next();
    let share = 0;
    const [standType, , sizes] = STANDS[fair].find(([, part]) => (share += part) >= pickedStand) ?? STANDS[fair][0]!;
    // Confirmed two weeks or more ago and not cancelled within days: staff have given it a stand of the hall plan by
    // now, one of its stand type near the size it asked for, and it books the stand's area.
    const hasStand = confirmedDaysAgo !== null && confirmedDaysAgo >= 14 && canceledIndex < 0;
    const asked = r.pick(sizes);
    const handed = hasStand ? stands.take(halls[i % halls.length]!, standType, asked) : null;
    const qm = handed?.qm ?? asked;
    const media: Record<string, number> = {};
    for (const [name, part, cap] of MEDIA[fair]) {
      if (r.next() < part && (sold.get(name) ?? 0) < cap) {
        media[name] = 1;
        sold.set(name, (sold.get(name) ?? 0) + 1);
      }
    }
    const services: Record<string, number> = fair === 'kitchen' ? { Standreinigung: qm } : {};
    if (fair === 'kitchen' && standType !== 'rental_system' && r.next() < 0.55) services.Teppichboden = qm;
    const power = r.next();
    if (power < 0.35) services['Elektroanschluss bis 3 kW'] = 1;
    else if (fair === 'kitchen' && power < 0.6) services['Elektroanschluss bis 10 kW (Drehstrom)'] = 1;
    return {
      fair,
      exhibitor,
      state,
      registeredDaysAgo,
      confirmedDaysAgo,
      standType,
      qm,
      stand: handed && { hall: handed.hall, standNr: handed.standNr },
      media,
      services,
      booklet: state === 'confirmed' ? bookletOf(r, fair, standType) : {},
      fromOfferDaysAgo: state === 'confirmed' && i % 9 === 4 ? registeredDaysAgo + r.int(3, 12) : null,
      flueGas: fair === 'fireplace' && state !== 'canceled' ? DEVICES.slice(i % DEVICES.length, (i % DEVICES.length) + r.int(1, 3)) : [],
      // Within days of its confirmation, before the stand invoice (ten days after it).
      canceled: canceledIndex >= 0 ? { daysAgo: confirmedDaysAgo! - r.int(3, 9), reason: CANCEL_REASONS[canceledIndex]! } : null,
      invoice: null,
    };
  });
}

/** What an exhibitor books in the order booklet on top of its order: services, its own stand builder, the consents. */
function bookletOf(r: SeededRandom, fair: FairKey, standType: string): Record<string, number> {
  const bookings: Record<string, number> = r.next() < 0.75 ? { Teilnahmebedingungen: 1, Bodenausgleich: 1, Standbauhöhe: 1 } : {};
  if (fair === 'fireplace') {
    if (r.next() < 0.4) bookings['Feuerlöscher am Stand'] = 1;
    return bookings;
  }
  if (r.next() < 0.3) bookings['Abhängepunkt an der Hallendecke'] = r.int(1, 3);
  if (r.next() < 0.25) bookings['Lounge-Paket „Wohnküche“'] = 1;
  if (r.next() < 0.3) bookings['Wasser- und Abwasseranschluss'] = 1;
  if (r.next() < 0.15) bookings['Standpersonal (Empfang und Bewirtung)'] = r.int(2, 4);
  if (r.next() < 0.3) bookings['Abfallentsorgung nach dem Abbau'] = 1;
  if ((standType === 'island' || standType === 'head') && r.next() < 0.7) bookings['Standbau durch eigenen Standbauer'] = 1;
  return bookings;
}

/**
 * The invoices: ten days after its confirmation each stand is invoiced, paid within two weeks; three of them are
 * overdue, one paid in part, one credited in part, one cancelled and issued again, and one registration withdrawn
 * today (its invoice cancelled with it, season.ts); the oldest with media, services or flue gas connections get
 * their final invoice a month after the stand's.
 */
function planInvoices(r: SeededRandom, registrations: PlannedRegistration[]) {
  const invoiced = registrations.filter((plan) => plan.state === 'confirmed' && plan.confirmedDaysAgo! - 10 >= 2);
  const roles: PlannedRegistration[] = [];
  /** The registration (not Swiss, not given a role yet) whose stand invoice is nearest `days` ago, given this role. */
  const role = (days: number, fits: (plan: PlannedRegistration) => boolean = () => true) => {
    const among = invoiced.filter((plan) => plan.exhibitor.country !== 'ch' && !roles.includes(plan) && fits(plan));
    const distance = (plan: PlannedRegistration) => Math.abs(plan.confirmedDaysAgo! - 10 - days);
    const chosen = among.reduce((best, plan) => (distance(plan) < distance(best) ? plan : best));
    roles.push(chosen);
    return chosen;
  };
  // Left unpaid: overdue for three, five and eight weeks now (the dunning run has reminders and notices to send).
  role(35);
  role(50);
  role(70);
  const partPaid = role(8);
  const credited = role(5);
  const reissued = role(24, (plan) => plan.exhibitor.country === 'at' && !plan.exhibitor.invoiceAddress);
  // Invoiced, then withdrawn today: cancelled with its invoice.
  const withdrawn = role(6);
  withdrawn.state = 'canceled';
  withdrawn.canceled = { daysAgo: 0, reason: 'Teilnahme abgesagt: Standfläche wird nicht benötigt' };
  const finals: Record<FairKey, number> = { kitchen: 5, fireplace: 2 };
  for (const plan of invoiced) {
    const daysAgo = plan.confirmedDaysAgo! - 10;
    // Paid within two weeks (a few at once), but for the invoices given a part above.
    const paidInFull = !roles.includes(plan) && (daysAgo >= 14 || r.next() < 0.3);
    const hasMore = Object.keys(plan.media).length + Object.keys(plan.services).length + plan.flueGas.length > 0;
    const final = hasMore && daysAgo >= 60 && plan.state === 'confirmed' && finals[plan.fair]-- > 0 ? { daysAgo: daysAgo - 30, paid: daysAgo - 30 >= 14 } : null;
    plan.invoice = {
      daysAgo,
      paid: plan === partPaid ? { daysAgo: daysAgo - 3, share: 0.4 } : paidInFull ? { daysAgo: Math.max(daysAgo - r.int(5, 12), 0), share: 1 } : null,
      final,
      creditCents: plan === credited ? 25_000 : null,
      reissued: plan === reissued,
    };
  }
}

const ownStand = (exhibitor: keyof typeof OWN_STANDS) => `${OWN_STANDS[exhibitor].hall}/${OWN_STANDS[exhibitor].standNr}`;

/** The season at both fairs: 51 exhibitors at the kitchen fair, 12 at the fireplace fair (beside the demo's own two). */
export function planSeason(): PlannedRegistration[] {
  const r = seededRandom(28);
  const { kitchen, fireplace } = demoExhibitors();
  // The last registrations still wait for their double opt-in (the links live 14 days); a few were cancelled.
  const registrations = [
    ...planFair(r, 'kitchen', kitchen, { recent: [12, 9, 6, 4, 2, 1], cancelAt: [2, 13, 24], taken: [ownStand('musterKuechen')] }),
    ...planFair(r, 'fireplace', fireplace, { recent: [10, 3], cancelAt: [7], taken: [ownStand('nordlichtKamine')] }),
  ];
  planInvoices(r, registrations);
  return registrations;
}
