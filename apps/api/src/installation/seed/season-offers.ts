import { OfferState, staffConfigurationSchema, type Configuration } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { saveStaffOffer } from '../../desk/offers/save-staff-offer.ts';
import type { Tx } from '../../platform/db/client.ts';
import { offers } from '../../platform/db/schema.ts';
import { updateOffer, type OfferRow } from '../../selling/offers/repo.ts';
import { saveOffer } from '../../selling/offers/save-offer.ts';
import { daysFrom } from './dates.ts';
import { seasonConfiguration, type Orderer, type SeasonCatalogue } from './season-orders.ts';

/** An offer a visitor saved in the configurator: stand, media, services, and whom the link went to. */
interface VisitorOffer {
  company: string;
  person: [firstName: string, name: string];
  standType: string;
  qm: number;
  media?: Record<string, number>;
  services?: Record<string, number>;
  state: (typeof OfferState)[keyof typeof OfferState];
  daysAgo: number;
}

const KITCHEN_OFFERS: VisitorOffer[] = [
  { company: 'Hollerbach Küchenstudio', person: ['Sven', 'Hollerbach'], standType: 'inline', qm: 18, services: { Standreinigung: 18 }, state: OfferState.draft, daysAgo: 2 },
  { company: 'Kranichfeld Wohnwerk', person: ['Marion', 'Kranz'], standType: 'corner', qm: 36, media: { 'Katalogeintrag Premium': 1 }, services: { Standreinigung: 36, Teppichboden: 36 }, state: OfferState.draft, daysAgo: 5 },
  { company: 'Sauerbrey Gerätebau', person: ['Tobias', 'Sauerbrey'], standType: 'rental_system', qm: 12, services: { Standreinigung: 12 }, state: OfferState.draft, daysAgo: 11 },
  { company: 'Tiefenbach Naturstein', person: ['Helga', 'Tiefenbach'], standType: 'inline', qm: 30, services: { Standreinigung: 30, 'Elektroanschluss bis 3 kW': 1 }, state: OfferState.sent, daysAgo: 7 },
  { company: 'Lammers & Quast Küchen', person: ['Jörg', 'Lammers'], standType: 'head', qm: 54, media: { 'Banner auf der Messewebsite': 1 }, services: { Standreinigung: 54 }, state: OfferState.sent, daysAgo: 16 },
  { company: 'Brückner Einbauküchen', person: ['Svenja', 'Brückner'], standType: 'corner', qm: 24, services: { Standreinigung: 24 }, state: OfferState.sent, daysAgo: 26 },
  { company: 'Feldkamp Möbelwerkstätten', person: ['Ute', 'Feldkamp'], standType: 'inline', qm: 24, services: { Standreinigung: 24 }, state: OfferState.expired, daysAgo: 96 },
  { company: 'Grünewald Leuchten', person: ['Karl', 'Grünewald'], standType: 'rental_system', qm: 9, services: { Standreinigung: 9 }, state: OfferState.expired, daysAgo: 121 },
  { company: 'Obermaier Küchentechnik', person: ['Rita', 'Obermaier'], standType: 'island', qm: 80, services: { Standreinigung: 80, Teppichboden: 80 }, state: OfferState.declined, daysAgo: 64 },
];

const FIREPLACE_OFFERS: VisitorOffer[] = [
  { company: 'Alpenglut Ofenbau', person: ['Florian', 'Haller'], standType: 'corner', qm: 30, media: { 'Katalogeintrag Premium': 1 }, state: OfferState.draft, daysAgo: 3 },
  { company: 'Holzfeuer Schmiede Wendt', person: ['Björn', 'Wendt'], standType: 'inline', qm: 16, state: OfferState.expired, daysAgo: 88 },
];

const mailboxOf = (offer: VisitorOffer) =>
  `${offer.person[0]}.${offer.person[1]}@${offer.company.split(' ')[0]}.example`.toLowerCase().replace(/ü/g, 'ue').replace(/ö/g, 'oe').replace(/ä/g, 'ae');

/** Saved on `createdAt` and last changed on `updatedAt`: the back office's lists sort by these. */
async function dated(tx: Tx, offer: OfferRow, createdAt: Date, updatedAt = createdAt) {
  await tx.update(offers).set({ createdAt, updatedAt }).where(eq(offers.id, offer.id));
  return { ...offer, createdAt, updatedAt };
}

/**
 * A configuration a visitor saved in the configurator, as save-offer.ts saves it (priced from the catalogue, a
 * link mailed when `sent`), dated `at`; the offer an exhibitor of the season later orders is one of these.
 */
export async function saveVisitorOffer(tx: Tx, app: FastifyInstance, configuration: Configuration, at: Date, sent: boolean) {
  return dated(tx, await saveOffer(app, configuration, null, { sent }), at);
}

/** The offers of both fairs that were not (yet) ordered: drafts, sent links, expired and declined ones, and two of staff. */
export async function seedOffers(
  tx: Tx,
  app: FastifyInstance,
  context: { now: Date; staffUserId: number; kitchen: SeasonCatalogue; fireplace: SeasonCatalogue; additionsFor: Orderer },
) {
  const { now, kitchen, fireplace } = context;
  for (const [catalogue, list] of [[kitchen, KITCHEN_OFFERS], [fireplace, FIREPLACE_OFFERS]] as const) {
    for (const offer of list) {
      const email = mailboxOf(offer);
      const configuration = seasonConfiguration(catalogue, { standType: offer.standType, qm: offer.qm, media: offer.media ?? {}, services: offer.services ?? {}, brands: [] }, {
        email,
        personal: { company: { name: offer.company, email }, contact: { firstName: offer.person[0], name: offer.person[1], email } },
      });
      const savedAt = daysFrom(now, -offer.daysAgo);
      const saved = await saveVisitorOffer(tx, app, configuration, savedAt, offer.state !== OfferState.draft);
      // Marked expired or declined by staff two weeks after the link went out.
      if (offer.state === OfferState.expired || offer.state === OfferState.declined) await dated(tx, await updateOffer(tx, saved.id, { state: offer.state }), savedAt, daysFrom(savedAt, 14));
    }
  }
  const staff = { staffUserId: context.staffUserId, lang: 'de' as const };
  // The organiser's own complete stand, which only staff sell, offered to a newcomer with the premium entry at a price of its own.
  const complete = seasonConfiguration(kitchen, { standType: 'complete', qm: 36, media: {}, services: { Standreinigung: 36 }, brands: [] }, { email: 'einkauf@nordhang-kuechen.example' });
  const completeOffer = await saveStaffOffer(app, staffConfigurationSchema.parse({
    ...complete,
    medias: [{ id: kitchen.media.find((item) => item.nameDe === 'Katalogeintrag Premium')!.id, amount: 1, price: 195 }],
    mode: 'be_stand',
    toffer: { title: 'Komplettstand „Küchenwelt“ für Ihre Erstteilnahme', state: OfferState.sent, subText: 'Gern stimmen wir Grafik und Möblierung mit Ihnen ab. Das Angebot gilt bis zum Anmeldeschluss.' },
  }), staff);
  await dated(tx, completeOffer, daysFrom(now, -9));
  // Additions for an exhibitor's registration, still being put together.
  const additions = seasonConfiguration(kitchen, { media: {}, services: { 'Lounge-Paket „Wohnküche“': 1, 'Abhängepunkt an der Hallendecke': 2 }, brands: [] });
  const additionsOffer = await saveStaffOffer(app, staffConfigurationSchema.parse({
    ...additions,
    mode: 'be_registration',
    registrationId: context.additionsFor.registrationId,
    toffer: { title: 'Nachbuchung Lounge und Abhängepunkte', state: OfferState.draft },
  }), staff);
  await dated(tx, additionsOffer, daysFrom(now, -1));
}
