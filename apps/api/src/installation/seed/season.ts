import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listMediaItems } from '../../catalogue/reading/repo.ts';
import { cancelRegistration, moveOrder } from '../../desk/registration-desk/desk-actions.ts';
import type { Actor } from '../../platform/audit/record-change.ts';
import type { Tx } from '../../platform/db/client.ts';
import { addresses, orders, outboxMails, registrations } from '../../platform/db/schema.ts';
import { placeMediaOrder } from '../../selling/orders/place-media-order.ts';
import { daysFrom } from './dates.ts';
import type { FireplaceFair } from './fireplace-fair.ts';
import type { KitchenFair } from './kitchen-fair.ts';
import { creditMuster, invoiceMuster, MUSTER_DAYS, musterInvoiceDaysAgo, placeMusterOrder } from './muster-documents.ts';
import { insertSeasonExhibitors, type SeasonRegistration } from './season-exhibitors.ts';
import { requestFlueGas } from './season-flue-gas.ts';
import { seasonInvoicing, type SeasonInvoicing } from './season-invoices.ts';
import { saveVisitorOffer, seedOffers } from './season-offers.ts';
import { bookSeasonBooklet, placeSeasonOrder, seasonConfiguration, type Orderer, type SeasonCatalogue } from './season-orders.ts';
import { planSeason, type FairKey } from './season-plan.ts';
import { seedApp } from './seed-app.ts';
import { seedStandWishes } from './season-wishes.ts';

export interface SeasonContext {
  now: Date;
  passwordHash: string;
  kitchen: KitchenFair;
  fireplace: FireplaceFair;
  staffUserId: number;
  /** The demo exhibitor's registration, whose order and documents are the season's first. */
  muster: Orderer;
}

/** A step of the season on its day; steps run oldest first, so that documents are numbered in the order of their dates. */
interface Dated {
  daysAgo: number;
  run: () => Promise<unknown>;
}

async function inDateOrder(steps: Dated[]) {
  for (const step of [...steps].sort((a, b) => b.daysAgo - a.daysAgo)) await step.run();
}

async function seasonCatalogue(app: FastifyInstance, eventId: number): Promise<SeasonCatalogue> {
  return { entry: (await app.eventCatalog.find(eventId))!, book: await app.orderBooks.get(eventId), media: await listMediaItems(app.db, eventId) };
}

/**
 * The demo fairs in their season (issue 28): the registrations of the season plan (season-plan.ts) with their
 * exhibitors, orders, offers, booklet bookings and flue gas requests, the desk's work on them and their invoices,
 * payments and corrections, all through the product's own code, as if it had happened on the days the plan
 * says. The mails all this wrote went out long ago: the outbox is left empty.
 */
export async function seedSeason(tx: Tx, context: SeasonContext): Promise<void> {
  const { now } = context;
  const app = seedApp(tx);
  const actor = { staffUserId: context.staffUserId };
  const fairs = { kitchen: context.kitchen, fireplace: context.fireplace };
  const catalogues: Record<FairKey, SeasonCatalogue> = { kitchen: await seasonCatalogue(app, fairs.kitchen.eventId), fireplace: await seasonCatalogue(app, fairs.fireplace.eventId) };
  const season = await insertSeasonExhibitors(tx, planSeason(), { ...context, fairs });

  const orderOf = async (registered: SeasonRegistration) => {
    const { plan } = registered;
    const catalogue = catalogues[plan.fair];
    const configuration = seasonConfiguration(catalogue, { ...plan, brands: registered.brands });
    const { exhibitor } = plan;
    const personal = { company: { name: exhibitor.name, email: exhibitor.email }, contact: { firstName: exhibitor.contact.firstName, name: exhibitor.contact.name, email: exhibitor.contact.email } };
    const offer =
      plan.fromOfferDaysAgo === null
        ? undefined
        : await saveVisitorOffer(tx, app, { ...configuration, brands: [], email: exhibitor.contact.email, personal }, daysFrom(now, -plan.fromOfferDaysAgo), true);
    await placeSeasonOrder(tx, catalogue, registered, { ...configuration, uuid: offer?.uuid }, daysFrom(now, -plan.registeredDaysAgo), { offer });
  };
  await inDateOrder([
    { daysAgo: MUSTER_DAYS.registered, run: () => placeMusterOrder(tx, catalogues.kitchen, context.muster, now) },
    ...season.map((registered) => ({ daysAgo: registered.plan.registeredDaysAgo, run: () => orderOf(registered) })),
  ]);

  const firstWithFlueGas = season.find((registered) => registered.plan.flueGas.length > 0);
  for (const registered of season) {
    const { plan, registrationId: id } = registered;
    if (Object.keys(plan.booklet).length > 0) await bookSeasonBooklet(tx, catalogues[plan.fair].book, { id, standQm: plan.qm }, plan.booklet);
    const flueGas = { now, actor, refuseFirst: registered === firstWithFlueGas };
    if (plan.flueGas.length > 0) await requestFlueGas(tx, app, catalogues.fireplace.entry.event, { id, plan }, flueGas);
  }
  await confirmOrders(tx, app, actor, [context.muster.registrationId, ...season.filter(({ plan }) => plan.state === 'confirmed' && plan.confirmedDaysAgo! >= 7).map((registered) => registered.registrationId)]);

  const invoicing = seasonInvoicing(app, now, actor);
  const standInvoices = new Map<SeasonRegistration, { id: number }>();
  let musterInvoice: { id: number } | undefined;
  await inDateOrder([
    { daysAgo: musterInvoiceDaysAgo(now), run: async () => (musterInvoice = await invoiceMuster(invoicing, context.muster.registrationId, now)) },
    ...season.flatMap((registered) => invoiceSteps(invoicing, registered, standInvoices)),
  ]);

  // Today at the desk: credit notes, an invoice cancelled and issued to the new address, registrations cancelled.
  await creditMuster(invoicing, musterInvoice!);
  for (const [registered, invoice] of standInvoices) {
    const planned = registered.plan.invoice!;
    if (planned.creditCents) await invoicing.credit(invoice, 'Kulanz: Standfläche teilweise durch eine Hallensäule belegt', { netCents: planned.creditCents });
    if (planned.reissued) {
      await invoicing.cancel(invoice, 'Rechnungsanschrift geändert: die Rechnung geht neu an die Buchhaltung');
      const { exhibitor } = registered.plan;
      const address = { companyId: registered.companyId, name: exhibitor.name, street: exhibitor.street, zip: exhibitor.zip, city: exhibitor.city, country: exhibitor.country, ustid: exhibitor.vatId };
      await tx.insert(addresses).values({ ...address, nameExtra: 'Buchhaltung', email: `buchhaltung@${exhibitor.email.split('@')[1]}`, isInvoice: true });
      await invoicing.issue(registered.registrationId, 'stand', 0);
    }
  }
  for (const { plan, registrationId } of season.filter((registered) => registered.plan.canceled)) {
    await cancelRegistration(app, registrationId, { reason: plan.canceled!.reason, cancelInvoices: true }, actor);
    if (plan.canceled!.daysAgo > 0) await tx.update(registrations).set({ canceledAt: daysFrom(now, -plan.canceled!.daysAgo) }).where(eq(registrations.id, registrationId));
  }

  await seedStandWishes(tx, app, fairs.fireplace.eventId, now);
  await orderMediaToday(app, catalogues, season);
  const additionsFor = season.find(({ plan }) => plan.fair === 'kitchen' && plan.state === 'confirmed' && plan.stand)!;
  await seedOffers(tx, app, { now, staffUserId: context.staffUserId, kitchen: catalogues.kitchen, fireplace: catalogues.fireplace, additionsFor });
  await tx.delete(outboxMails);
}

/** The stand invoice of a registration, paid as planned, and its final invoice a month later. */
function invoiceSteps(invoicing: SeasonInvoicing, registered: SeasonRegistration, standInvoices: Map<SeasonRegistration, { id: number }>): Dated[] {
  const planned = registered.plan.invoice;
  if (!planned) return [];
  const { registrationId } = registered;
  const stand: Dated = {
    daysAgo: planned.daysAgo,
    run: async () => {
      const invoice = await invoicing.issue(registrationId, 'stand', planned.daysAgo);
      standInvoices.set(registered, invoice);
      if (planned.paid) await invoicing.pay(invoice, planned.paid.daysAgo, planned.paid.share);
    },
  };
  const { final } = planned;
  if (!final) return [stand];
  return [
    stand,
    {
      daysAgo: final.daysAgo,
      run: async () => {
        const invoice = await invoicing.issue(registrationId, 'none', final.daysAgo, true);
        if (final.paid) await invoicing.pay(invoice, final.daysAgo - 10);
      },
    },
  ];
}

/** Staff confirm the orders of registrations confirmed a week ago or longer, as the desk moves them (desk-actions.ts). */
async function confirmOrders(tx: Tx, app: FastifyInstance, actor: Actor, registrationIds: number[]) {
  for (const registrationId of registrationIds) {
    for (const order of await tx.select({ id: orders.id }).from(orders).where(eq(orders.registrationId, registrationId))) {
      await moveOrder(app, order.id, { status: 'confirmed' }, actor, 'de');
    }
  }
}

/** Media two exhibitors of each fair ordered in the portal today (place-media-order.ts): the newest confirmed with a stand. */
async function orderMediaToday(app: FastifyInstance, catalogues: Record<FairKey, SeasonCatalogue>, season: SeasonRegistration[]) {
  const ordering: [FairKey, string][] = [
    ['kitchen', 'Push-Nachricht in der Messe-App'],
    ['kitchen', 'Katalogeintrag Premium'],
    ['fireplace', 'Beitrag im Besucher-Newsletter'],
  ];
  const candidates = season.filter(({ plan }) => plan.state === 'confirmed' && plan.stand).reverse();
  for (const [fair, name] of ordering) {
    const registered = candidates.find(({ plan }) => plan.fair === fair)!;
    candidates.splice(candidates.indexOf(registered), 1);
    const { entry, media } = catalogues[fair];
    const medium = media.find((item) => item.nameDe === name)!;
    await placeMediaOrder(app, {
      entry,
      registrationId: registered.registrationId,
      caller: { companyId: registered.companyId, contactId: registered.contact.id },
      medias: [{ id: medium.id, amount: 1 }],
      comment: '',
      lang: registered.contact.lang,
    });
  }
}
