import type { Tx } from '../../platform/db/client.ts';
import { events } from '../../platform/db/schema.ts';
import { daysFrom, fairDays } from './dates.ts';
import { insertProductGroups, type FairContext, type SeededFair } from './fair.ts';
import { fireplaceMedia, fireplaceOrderBook, fireplaceStandConfigs } from './fireplace-catalogue.ts';
import { insertMediaItems } from './media.ts';
import { insertOrderBook } from './order-book.ts';
import { firstRow } from './rows.ts';
import { insertStandConfigs } from './stand-configs.ts';

const AGB_URL = 'https://www.messeportal.example/kaminmesse/teilnahmebedingungen';
const CANCELLATION_URL = 'https://www.messeportal.example/kaminmesse/stornobedingungen';

const productGroups = {
  stoves: ['Kaminöfen', 'Wood-burning stoves'],
  pelletStoves: ['Pelletöfen', 'Pellet stoves'],
  chimneys: ['Schornsteintechnik', 'Chimney technology'],
  fuels: ['Brennstoffe', 'Fuels'],
  accessories: ['Zubehör', 'Accessories'],
} as const;

export type FireplaceProductGroup = keyof typeof productGroups;
export type FireplaceFair = SeededFair<FireplaceProductGroup>;

export async function seedFireplaceFair(tx: Tx, context: FairContext): Promise<FireplaceFair> {
  const { now } = context;
  const event = await firstRow(
    tx
      .insert(events)
      .values({
        nameDe: 'Kaminmesse',
        nameEn: 'Fireplace Fair',
        ...fairDays(now, 165, 4),
        registrationEndsAt: daysFrom(now, 100),
        printEndsAt: daysFrom(now, 70),
        techEndsAt: daysFrom(now, 130),
        earlyBookerEndsAt: daysFrom(now, 28),
        vatRate: 1900,
        currency: 'EUR',
        urlAgb: AGB_URL,
        urlCancellation: CANCELLATION_URL,
        registrationDescriptionDe:
          'Die Kaminmesse zeigt Kaminöfen, Pelletöfen und Schornsteintechnik live in Betrieb. Wählen Sie Standtyp und Fläche, buchen Sie Werbemittel und Leistungen und erhalten Sie sofort ein unverbindliches Angebot. Rauchgasanschlüsse für Ihre Feuerstätten beantragen Sie nach der Anmeldung im Ausstellerportal. Alle Preise verstehen sich zuzüglich der gesetzlichen Mehrwertsteuer.',
        registrationDescriptionEn:
          'The Fireplace Fair shows wood-burning stoves, pellet stoves and chimney technology live in operation. Choose a stand type and size, book advertising media and services, and receive a non-binding offer straight away. You request flue gas connections for your fireplaces in the exhibitor portal once registered. All prices are subject to statutory VAT.',
        mediaDescriptionDe:
          'Erreichen Sie Fachhändler und Endkunden schon vor der Messe – im Ausstellerverzeichnis, im Hallenplan, auf der Messewebsite und im Newsletter. Nach dem Druckunterlagenschluss eingehende Änderungen können in den Printmedien nicht mehr berücksichtigt werden.',
        mediaDescriptionEn:
          'Reach dealers and end customers before the fair – in the exhibitor directory, in the hall plan, on the fair website and in the newsletter. Changes received after the print deadline can no longer be included in print media.',
        hasFireplaceConnections: true,
        isPublished: true,
        // The organiser places the exhibitors on the hall plan, who may object within the objection days.
        standSelling: 'placement',
      })
      .returning({ id: events.id }),
  );
  const productGroupIds = await insertProductGroups(tx, event.id, productGroups);
  const standConfigIds = await insertStandConfigs(tx, event.id, fireplaceStandConfigs);
  await insertMediaItems(tx, event.id, fireplaceMedia, context);
  await insertOrderBook(tx, event.id, fireplaceOrderBook(AGB_URL), context.images);
  return { eventId: event.id, standConfigIds, productGroupIds };
}
