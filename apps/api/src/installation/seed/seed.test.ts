import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { checkPlan, dayIn, deriveStands, isBlockingProblem, paymentStateOf, standKey, type PaymentState } from '@messeportal/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import {
  addresses,
  companies,
  contacts,
  documents,
  eventHalls,
  events,
  fireplaceConnections,
  hallPlanVersions,
  mediaItems,
  offers,
  orderBookGroups,
  orderBookItems,
  orderBookValues,
  orderPositions,
  orders,
  outboxMails,
  productGroups,
  registrations,
  staffUsers,
  standConfigs,
  standPriceRules,
} from '../../platform/db/schema.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import { loadEventHallPlans } from '../../halls/event-plan/repo.ts';
import { ciiInvoiceXml } from '../../invoicing/cii-invoice.ts';
import { renderInvoiceDocument } from '../../invoicing/invoice-document-renderer.ts';
import { contentOf } from '../../invoicing/invoicing-repo.ts';
import { isDatabaseEmpty, seedDemoData } from './index.ts';
import { musterInvoiceDaysAgo } from './muster-documents.ts';
import { standNetCents, type PriceRuleSeed } from './stand-configs.ts';
import { kitchenStandConfigs } from './kitchen-stands.ts';

// The season is dated back from the first start, and what the desk does today (credit notes, cancellations, the
// portal's media orders) by the clock: the test seeds now.
const now = new Date();
const DAY = 24 * 60 * 60 * 1000;
const daysAfterNow = (date: Date | string) => (new Date(date).getTime() - now.getTime()) / DAY;
const KITCHEN = 'Küchen & Wohnen Herbstmesse';
const FIREPLACE = 'Kaminmesse';

let database: Database;
let emptyBefore: boolean;
let emptyAfter: boolean;

beforeAll(async () => {
  database = openDatabase({});
  await database.migrate();
  emptyBefore = await isDatabaseEmpty(database.db);
  await seedDemoData(database.db, now);
  emptyAfter = await isDatabaseEmpty(database.db);
}, 120_000);

afterAll(() => database?.close());

async function fair(nameDe: string) {
  const [event] = await database.db.select().from(events).where(eq(events.nameDe, nameDe));
  if (!event) throw new Error(`fair ${nameDe} not seeded`);
  return event;
}

const registrationsOf = async (nameDe: string) => database.db.select().from(registrations).where(eq(registrations.eventId, (await fair(nameDe)).id));

const stateOf = (registration: { canceledAt: Date | null; isConfirmed: boolean }) =>
  registration.canceledAt ? 'canceled' : registration.isConfirmed ? 'confirmed' : 'unconfirmed';

const countBy = <T>(rows: readonly T[], key: (row: T) => string) =>
  rows.reduce<Record<string, number>>((counts, row) => ({ ...counts, [key(row)]: (counts[key(row)] ?? 0) + 1 }), {});

describe('demo seed: the catalogue', () => {
  it('reports the database empty before seeding and filled afterwards', () => {
    expect(emptyBefore).toBe(true);
    expect(emptyAfter).toBe(false);
  });

  it('schedules both fairs about five months ahead with deadlines in between', async () => {
    for (const name of [KITCHEN, FIREPLACE]) {
      const event = await fair(name);
      expect(daysAfterNow(event.startsAt)).toBeGreaterThan(140);
      expect(daysAfterNow(event.startsAt)).toBeLessThan(175);
      expect(Math.round(daysAfterNow(event.endsAt) - daysAfterNow(event.startsAt))).toBe(3);
      expect(event.earlyBookerEndsAt?.getTime()).toBe(now.getTime() + 28 * DAY);
      expect(event.registrationEndsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(event.printEndsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(event.techEndsAt.getTime()).toBeGreaterThan(event.printEndsAt.getTime());
      expect(event.techEndsAt.getTime()).toBeLessThan(new Date(event.startsAt).getTime());
      expect(event).toMatchObject({ vatRate: 1900, currency: 'EUR' });
    }
    expect((await fair(FIREPLACE)).hasFireplaceConnections).toBe(true);
  });

  it('offers five orderable stand types and one complete stand, each with 2–4 price rules', async () => {
    const { id } = await fair(KITCHEN);
    const configs = await database.db.select().from(standConfigs).where(eq(standConfigs.eventId, id));
    const orderable = configs.filter((config) => config.isOrderable).map((config) => config.standType);
    expect(orderable).toEqual(expect.arrayContaining(['inline', 'corner', 'head', 'island', 'rental_system']));
    expect(configs.filter((config) => !config.isOrderable).map((config) => config.standType)).toEqual(['complete']);
    for (const config of configs) {
      const rules = await database.db.select().from(standPriceRules).where(eq(standPriceRules.standConfigId, config.id));
      expect(rules.length).toBeGreaterThanOrEqual(2);
      expect(rules.length).toBeLessThanOrEqual(4);
      expect(config.qmMin).toBeLessThan(config.qmMax);
    }
  });

  it('shows media with low stock, sold out, inactive and staff-only items, and sells none beyond its stock', async () => {
    const { id } = await fair(KITCHEN);
    const items = await database.db.select().from(mediaItems).where(eq(mediaItems.eventId, id));
    expect(items.length).toBeGreaterThanOrEqual(8);
    const available = (item: (typeof items)[number]) => item.stock - item.ordered;
    expect(items.filter((item) => item.stock === 3)).toHaveLength(1);
    expect(items.filter((item) => item.stock === 0)).toHaveLength(1);
    expect(items.filter((item) => !item.isActive)).toHaveLength(1);
    expect(items.filter((item) => !item.isConfigurator)).toHaveLength(1);
    expect(items.some((item) => item.priceEarly > 0 && item.priceEarly < item.price)).toBe(true);
    expect(items.every((item) => item.imageFileId !== null)).toBe(true);
    const all = await database.db.select().from(mediaItems);
    expect(all.filter((item) => item.ordered > 0).length).toBeGreaterThanOrEqual(6);
    expect(all.every((item) => item.ordered <= item.stock)).toBe(true);
    // The browser tests order two pieces of the first and the fourth medium in each language, and buy up the logo.
    const left = (name: string) => available(items.find((item) => item.nameDe === name)!);
    expect(left('Katalogeintrag Premium')).toBeGreaterThanOrEqual(8);
    expect(left('Anzeige 1/2 Seite im Messekatalog')).toBeGreaterThanOrEqual(4);
    expect(left('Logo im Hallenplan')).toBe(3);
  });

  it('builds an order booklet with every item and group type and the mandatory consents', async () => {
    const { id } = await fair(KITCHEN);
    const groups = await database.db.select().from(orderBookGroups).where(eq(orderBookGroups.eventId, id));
    const items = await database.db.select().from(orderBookItems).where(eq(orderBookItems.eventId, id));
    expect(new Set(groups.map((group) => group.groupType))).toEqual(new Set([1, 2, 3]));
    expect(new Set(items.map((item) => item.itemType))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const consents = items.filter((item) => item.isMandatory && item.itemType === 5 && item.tab === 3);
    expect(consents.map((item) => item.titleDe).sort()).toEqual(['Bodenausgleich', 'Standbauhöhe', 'Teilnahmebedingungen']);
    expect(items.filter((item) => item.tab === 2).length).toBeGreaterThanOrEqual(2);
    expect(new Set(items.filter((item) => item.itemType === 0).map((item) => item.productType))).toEqual(new Set([1, 2]));
    expect(items.some((item) => item.galleryFileIds.length > 0)).toBe(true);
    expect(items.filter((item) => item.descriptionDe.length > 150).length).toBeGreaterThanOrEqual(3);
  });

  it('sells flue gas connections at the fireplace fair as requests only, not as a booklet item', async () => {
    const { id } = await fair(FIREPLACE);
    const [event] = await database.db.select().from(events).where(eq(events.id, id));
    expect(event).toMatchObject({ hasFireplaceConnections: true, fireplacePrice: 329000, isPublished: true, registrationOpensOn: null });
    const items = await database.db.select({ titleDe: orderBookItems.titleDe }).from(orderBookItems).where(eq(orderBookItems.eventId, id));
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => /rauchgas/i.test(item.titleDe))).toEqual([]);
    const consents = await database.db
      .select()
      .from(orderBookItems)
      .where(and(eq(orderBookItems.eventId, id), eq(orderBookItems.isMandatory, true)));
    expect(consents).toHaveLength(3);
  });

  it('lists eight product groups for the kitchen fair', async () => {
    const { id } = await fair(KITCHEN);
    expect(await database.db.select().from(productGroups).where(eq(productGroups.eventId, id))).toHaveLength(8);
  });
});

describe('demo seed: the demo logins', () => {
  it('lets every demo login in with demo2027', async () => {
    for (const email of ['demo@messeportal.example', 'technik@muster-kuechen.example', 'other@messeportal.example']) {
      const [contact] = await database.db.select().from(contacts).where(eq(contacts.email, email));
      expect(await verifyPassword(contact?.passwordHash ?? null, 'demo2027'), email).toBe(true);
    }
    const [staff] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, 'be@messeportal.example'));
    expect(await verifyPassword(staff?.passwordHash ?? null, 'demo2027')).toBe(true);
  });

  it('gives the demo exhibitor its confirmed corner stand, its order and the first invoice of the year, paid and credited in part', async () => {
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.email, 'demo@messeportal.example'));
    expect(contact?.isMainContact).toBe(true);
    const [registration] = await database.db.select().from(registrations).where(eq(registrations.companyId, contact!.companyId));
    expect(registration).toMatchObject({ hall: 'Halle 3', standNr: 'C14', standType: 'corner', standSize: 48, isConfirmed: true, canceledAt: null });
    const [standConfig] = await database.db.select().from(standConfigs).where(eq(standConfigs.id, registration!.standConfigId ?? -1));
    expect(standConfig?.standType).toBe('corner');
    // The stand alone: the browser tests book the mandatory cleaning in its booklet, which is empty.
    const [order] = await database.db.select().from(orders).where(eq(orders.registrationId, registration!.id));
    const positions = await database.db.select().from(orderPositions).where(eq(orderPositions.orderId, order!.id));
    expect(positions.every((position) => position.kind === 'stand')).toBe(true);
    const corner = kitchenStandConfigs.find((config) => config.standType === 'corner')!;
    expect(order!.netCents).toBe(standNetCents(corner.rules, 48));
    expect(await database.db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registration!.id))).toEqual([]);
    const docs = await database.db.select().from(documents).where(eq(documents.registrationId, registration!.id));
    expect(docs.map((doc) => doc.type).sort()).toEqual(['confirmation', 'credit_note', 'invoice']);
    const invoice = docs.find((doc) => doc.type === 'invoice')!;
    expect(invoice.number).toBe(`RE-${dayIn(now, 'Europe/Berlin').slice(0, 4)}-0001`);
    expect(invoice).toMatchObject({ status: 'paid', paidCents: invoice.grossCents, netCents: order!.netCents });
    const credit = docs.find((doc) => doc.type === 'credit_note')!;
    expect(credit.correctsId).toBe(invoice.id);
    // Credited after it was paid: the exhibitor has the credit's gross to get back.
    const balance = paymentStateOf({ ...invoice, creditedCents: credit.grossCents, canceled: false, today: dayIn(now, 'Europe/Berlin') });
    expect(balance).toMatchObject({ state: 'paid', openCents: 0, creditBalanceCents: credit.grossCents });
  });

  it('numbers the demo exhibitor’s invoice first in the year even when the demo starts in early January', () => {
    expect(musterInvoiceDaysAgo(new Date('2027-06-30T10:00:00Z'))).toBe(165);
    // 3 January 10:00 UTC is 11:00 in Berlin; 1 January 00:00 in Berlin was 2 days and 11 hours before.
    expect(musterInvoiceDaysAgo(new Date('2027-01-03T10:00:00Z'))).toBeCloseTo(2 + 11 / 24, 6);
  });

  it('leaves the second exhibitor unconfirmed at the fireplace fair, without orders or flue gas requests', async () => {
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.email, 'other@messeportal.example'));
    const [registration] = await database.db.select().from(registrations).where(eq(registrations.companyId, contact!.companyId));
    expect(registration).toMatchObject({ hall: 'Halle 5', standNr: 'E03', standType: 'inline', standSize: 24, isConfirmed: false, canceledAt: null });
    expect(await database.db.select().from(orders).where(eq(orders.registrationId, registration!.id))).toEqual([]);
    expect(await database.db.select().from(fireplaceConnections).where(eq(fireplaceConnections.registrationId, registration!.id))).toEqual([]);
  });
});

describe('demo seed: the season', () => {
  it('registers 65 exhibitors at the two fairs, in every state', async () => {
    expect(countBy(await registrationsOf(KITCHEN), stateOf)).toEqual({ confirmed: 42, unconfirmed: 6, canceled: 4 });
    expect(countBy(await registrationsOf(FIREPLACE), stateOf)).toEqual({ confirmed: 9, unconfirmed: 3, canceled: 1 });
  });

  it('keeps a live double opt-in link for every unconfirmed registration, and the reason of every cancellation', async () => {
    const all = await database.db.select().from(registrations);
    for (const registration of all.filter((row) => stateOf(row) === 'unconfirmed')) {
      expect(registration.confirmTokenHash, `registration ${registration.id}`).not.toBeNull();
      expect(registration.confirmExpiresAt!.getTime()).toBeGreaterThan(now.getTime());
    }
    const canceled = all.filter((row) => row.canceledAt);
    expect(canceled.every((row) => row.cancelReason.length > 10 && row.standNr === '')).toBe(true);
    // One of them had its stand, which staff could give back when they restore it.
    expect(canceled.some((row) => row.canceledStandNr !== '')).toBe(true);
  });

  it('gives each stand number once per fair, as staff type them (standKey), and books sizes within the stand types', async () => {
    for (const name of [KITCHEN, FIREPLACE]) {
      const rows = await registrationsOf(name);
      const stands = rows.filter((row) => row.standNr !== '').map((row) => `${standKey(row.hall)}/${standKey(row.standNr)}`);
      expect(stands.length).toBeGreaterThan(rows.length / 2);
      expect(new Set(stands).size).toBe(stands.length);
      const configs = await database.db.select().from(standConfigs).where(eq(standConfigs.eventId, (await fair(name)).id));
      for (const row of rows) {
        const config = configs.find((candidate) => candidate.id === row.standConfigId)!;
        expect(config.standType).toBe(row.standType);
        expect(row.standSize).toBeGreaterThanOrEqual(config.qmMin);
        expect(row.standSize).toBeLessThanOrEqual(config.qmMax);
      }
    }
  });

  it('has German, Austrian, Swiss and other exhibitors, one of them without a VAT ID', async () => {
    const mainAddresses = await database.db
      .select({ country: addresses.country, ustid: companies.ustid })
      .from(addresses)
      .innerJoin(companies, eq(companies.id, addresses.companyId))
      .where(eq(addresses.isMain, true));
    expect(mainAddresses.length).toBeGreaterThanOrEqual(60);
    expect(new Set(mainAddresses.map((row) => row.country))).toEqual(new Set(['de', 'at', 'ch', 'it', 'nl', 'dk', 'pl']));
    expect(mainAddresses.filter((row) => row.country === 'at').every((row) => /^ATU\d{8}$/.test(row.ustid))).toBe(true);
    expect(mainAddresses.filter((row) => row.country === 'de' && row.ustid === '').length).toBeGreaterThanOrEqual(1);
  });

  it('prices every registration’s stand as the stand type’s price table does', async () => {
    const rows = await database.db
      .select({ registrationId: orders.registrationId, standSize: registrations.standSize, configId: registrations.standConfigId, sum: orderPositions.sum })
      .from(orderPositions)
      .innerJoin(orders, eq(orders.id, orderPositions.orderId))
      .innerJoin(registrations, eq(registrations.id, orders.registrationId))
      .where(and(eq(orderPositions.kind, 'stand'), eq(orders.type, 'registration')));
    const rules = await database.db.select().from(standPriceRules);
    const standNet = new Map<number, number>();
    for (const row of rows) standNet.set(row.registrationId, (standNet.get(row.registrationId) ?? 0) + row.sum);
    expect(standNet.size).toBeGreaterThanOrEqual(60);
    for (const row of rows) {
      const ofConfig = rules.filter((rule) => rule.standConfigId === row.configId) as PriceRuleSeed[];
      expect(standNet.get(row.registrationId), `registration ${row.registrationId}`).toBe(standNetCents(ofConfig, row.standSize!));
    }
  });

  it('has offers in every state, booklet bookings, media ordered in the portal and flue gas requests decided by staff', async () => {
    expect(new Set((await database.db.select().from(offers)).map((offer) => offer.state))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect((await database.db.select().from(orderBookValues)).length).toBeGreaterThanOrEqual(50);
    expect((await database.db.select().from(orders).where(eq(orders.type, 'media'))).length).toBeGreaterThanOrEqual(2);
    expect(new Set((await database.db.select().from(fireplaceConnections)).map((connection) => connection.state))).toEqual(new Set(['requested', 'confirmed', 'refused']));
    expect(new Set((await database.db.select().from(orders)).map((order) => order.status))).toEqual(new Set(['open', 'confirmed', 'canceled']));
  });

  it('leaves no mail of the season in the outbox', async () => {
    expect(await database.db.select().from(outboxMails)).toEqual([]);
  });
});

describe('demo seed: the hall plans', () => {
  it('sells four halls at the kitchen fair by self-selection and two at the fireplace fair by placement, each with 120 stands or more', async () => {
    const expected = { [KITCHEN]: { halls: ['Halle 1', 'Halle 2', 'Halle 3', 'Halle 4'], standSelling: 'self' }, [FIREPLACE]: { halls: ['Halle 5', 'Halle 6'], standSelling: 'placement' } };
    for (const [name, { halls, standSelling }] of Object.entries(expected)) {
      const event = await fair(name);
      expect(event).toMatchObject({ standSelling, minAisleWidthCm: 300, objectionDays: 8 });
      const plans = await loadEventHallPlans(database.db, event.id);
      expect(plans.map((plan) => plan.name)).toEqual(halls);
      expect(plans.reduce((sum, plan) => sum + plan.geometry.stands.length, 0)).toBeGreaterThanOrEqual(120);
      for (const plan of plans) {
        expect(plan.version).toBe(1);
        expect(plan.geometry.columns.length, plan.name).toBeGreaterThan(0);
        expect(plan.geometry.technicalPoints.length, plan.name).toBeGreaterThan(0);
        expect(checkPlan(plan.geometry, { minAisleWidthCm: event.minAisleWidthCm }).filter(isBlockingProblem), plan.name).toEqual([]);
      }
    }
    const versions = await database.db.select().from(hallPlanVersions);
    expect(versions.every((version) => version.actor === 'Beate Backoffice' && version.source === 'demo' && version.standCount === version.geometry.stands.length)).toBe(true);
    expect(versions.every((version) => version.createdAt.getTime() < now.getTime() - 180 * DAY)).toBe(true);
    expect(await database.db.select().from(eventHalls)).toHaveLength(6);
  });

  it('puts every registration with a stand on a stand of its hall’s plan in that event, of its stand type and with the stand’s area', async () => {
    const kindOf = (standType: string) => (standType === 'rental_system' ? 'inline' : standType);
    for (const name of [KITCHEN, FIREPLACE]) {
      const plans = await loadEventHallPlans(database.db, (await fair(name)).id);
      const stands = new Map(plans.flatMap((plan) => deriveStands(plan.geometry).map((stand) => [`${plan.name.toLowerCase()}/${standKey(stand.number)}`, stand] as const)));
      const rows = await registrationsOf(name);
      const placed = rows.filter((row) => row.standNr !== '');
      expect(placed.length, name).toBeGreaterThan(rows.length / 2);
      for (const row of placed) {
        const stand = stands.get(`${row.hall.toLowerCase()}/${standKey(row.standNr)}`);
        expect(stand, `${name}: ${row.hall} ${row.standNr}`).toBeDefined();
        expect({ kind: stand!.kind, qm: stand!.areaM2 }, `${row.hall} ${row.standNr}`).toEqual({ kind: kindOf(row.standType), qm: row.standSize });
      }
      // The stand a withdrawn registration gave back is one of the plan's too.
      for (const row of rows.filter((candidate) => candidate.canceledStandNr !== '')) {
        expect(stands.has(`${row.canceledHall.toLowerCase()}/${standKey(row.canceledStandNr)}`), `${row.canceledHall} ${row.canceledStandNr}`).toBe(true);
      }
    }
  });
});

describe('demo seed: the invoices', () => {
  const today = () => dayIn(now, 'Europe/Berlin');

  async function invoiceStates() {
    const all = await database.db.select().from(documents).where(inArray(documents.type, ['invoice', 'credit_note', 'cancellation']));
    const corrections = all.filter((doc) => doc.correctsId !== null);
    return all
      .filter((doc) => doc.type === 'invoice')
      .map((invoice) => {
        const ofIt = corrections.filter((doc) => doc.correctsId === invoice.id);
        const creditedCents = ofIt.reduce((sum, doc) => sum + doc.grossCents, 0);
        return { invoice, ...paymentStateOf({ ...invoice, creditedCents, canceled: ofIt.some((doc) => doc.type === 'cancellation'), today: today() }) };
      });
  }

  it('issues partial and final invoices, credit notes and cancellation vouchers, and numbers every kind of document in the order of its dates', async () => {
    const all = await database.db.select().from(documents).where(inArray(documents.type, ['invoice', 'credit_note', 'cancellation']));
    const invoices = all.filter((doc) => doc.type === 'invoice');
    expect(invoices.length).toBeGreaterThanOrEqual(40);
    expect(invoices.some((doc) => doc.billingNumber === 'stand' && !doc.isFinal)).toBe(true);
    expect(invoices.some((doc) => doc.billingNumber === 'none' && doc.isFinal)).toBe(true);
    expect(all.filter((doc) => doc.type === 'credit_note').length).toBeGreaterThanOrEqual(2);
    const vouchers = all.filter((doc) => doc.type === 'cancellation');
    expect(vouchers.length).toBeGreaterThanOrEqual(2);
    expect(vouchers.every((doc) => (contentOf(doc)?.reason ?? '').length > 10)).toBe(true);
    const everyDocument = await database.db.select().from(documents);
    for (const prefix of ['AB', 'RE', 'GS', 'ST']) {
      const numbered = everyDocument.filter((doc) => doc.number.startsWith(prefix)).sort((a, b) => a.number.localeCompare(b.number));
      expect(numbered.length, prefix).toBeGreaterThanOrEqual(2);
      const dates = numbered.map((doc) => doc.date);
      expect(dates, prefix).toEqual([...dates].sort());
      for (const year of new Set(numbered.map((doc) => doc.number.slice(3, 7)))) {
        const ofYear = numbered.filter((doc) => doc.number.slice(3, 7) === year).map((doc) => doc.number);
        expect(ofYear, `${prefix} ${year}`).toEqual(ofYear.map((_, i) => `${prefix}-${year}-${String(i + 1).padStart(4, '0')}`));
      }
    }
  });

  it('has three overdue invoices, one paid in part, open, paid and cancelled ones', async () => {
    const states = await invoiceStates();
    const count = countBy(states, (entry) => entry.state) as Partial<Record<PaymentState, number>>;
    expect(count.overdue).toBe(3);
    expect(count.partPaid).toBe(1);
    expect(count.open).toBeGreaterThanOrEqual(2);
    expect(count.paid).toBeGreaterThanOrEqual(30);
    expect(count.canceled).toBe(2);
    for (const overdue of states.filter((entry) => entry.state === 'overdue')) {
      expect(overdue.invoice.paidCents).toBe(0);
      expect(overdue.invoice.dueDate! < today()).toBe(true);
    }
  });

  it('issues e-invoices that pass the official EN 16931 and XRechnung rules, a sample of each kind and tax case', { timeout: 180_000 }, async () => {
    const all = await database.db.select().from(documents).where(and(inArray(documents.type, ['invoice', 'credit_note', 'cancellation']), isNotNull(documents.content)));
    const withContent = all.map((doc) => ({ doc, content: contentOf(doc)! }));
    const pick = (label: string, fits: (entry: (typeof withContent)[number]) => boolean) => {
      const found = withContent.find(fits);
      expect(found, label).toBeDefined();
      return [label, found!] as const;
    };
    const sample = [
      pick('partial-domestic', ({ doc, content }) => doc.type === 'invoice' && !doc.isFinal && content.taxCase.kind === 'domestic'),
      pick('final', ({ doc }) => doc.type === 'invoice' && doc.isFinal),
      pick('reverse-charge', ({ doc, content }) => doc.type === 'invoice' && content.taxCase.kind === 'reverseCharge'),
      pick('outside-eu', ({ doc, content }) => doc.type === 'invoice' && content.taxCase.kind === 'outsideEu'),
      pick('leitweg-id', ({ doc, content }) => doc.type === 'invoice' && content.buyer.reference === '04011000-1234512345-06'),
      pick('credit-note', ({ doc }) => doc.type === 'credit_note'),
      pick('cancellation', ({ doc }) => doc.type === 'cancellation'),
    ];
    const dir = mkdtempSync(join(tmpdir(), 'mp-seed-einvoice-'));
    try {
      const files = sample.map(([label, { doc, content }]) => {
        const file = join(dir, `${label}-${doc.number}.xml`);
        writeFileSync(file, ciiInvoiceXml(content, doc, 'xrechnung'));
        return file;
      });
      // The PDF the exhibitor downloads: Factur-X with the same document inside.
      const [, first] = sample[0]!;
      const pdf = join(dir, `${first.doc.number}.pdf`);
      writeFileSync(pdf, (await renderInvoiceDocument(database.db, first.doc, 'de'))!);
      const result = await validate([...files, pdf]);
      expect(result.stdout).not.toMatch(/: (fatal|error) /);
      expect(result.stdout).toContain(`${files.length + 1} passed, 0 failed`);
      expect(result.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const ROOT = resolve(import.meta.dirname, '../../../../..');
/** The official rules and their check script (README: EINVOICE_RULES); not found is a failure, never a skipped check. */
const RULES = [process.env.EINVOICE_RULES, resolve(ROOT, '../shared/einvoice'), '/work/shared/einvoice'].find((dir) => dir && existsSync(join(dir, 'validate.mjs')));

async function validate(files: string[]) {
  expect(RULES, 'the EN 16931 rules: set EINVOICE_RULES to the folder of validate.mjs').toBeDefined();
  // The script exits 1 on any fatal rule and prints each failed rule on a line of its own.
  return promisify(execFile)(process.execPath, [join(RULES!, 'validate.mjs'), ...files], { cwd: ROOT }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => error,
  );
}
