import type { Tx } from '../../platform/db/client.ts';
import { events } from '../../platform/db/schema.ts';
import { daysFrom, fairDays } from './dates.ts';
import { insertProductGroups, type FairContext, type SeededFair } from './fair.ts';
import { kitchenMedia } from './kitchen-media.ts';
import { kitchenOrderBook } from './kitchen-order-book.ts';
import { kitchenStandConfigs } from './kitchen-stands.ts';
import { insertMediaItems } from './media.ts';
import { insertOrderBook } from './order-book.ts';
import { firstRow } from './rows.ts';
import { insertStandConfigs } from './stand-configs.ts';

const AGB_URL = 'https://www.messeportal.example/kuechen-wohnen/teilnahmebedingungen';
const CANCELLATION_URL = 'https://www.messeportal.example/kuechen-wohnen/stornobedingungen';

const productGroups = {
  kitchenFurniture: ['Küchenmöbel', 'Kitchen furniture'],
  builtInAppliances: ['Einbaugeräte', 'Built-in appliances'],
  sinksAndTaps: ['Spülen & Armaturen', 'Sinks & taps'],
  worktops: ['Arbeitsplatten', 'Worktops'],
  lighting: ['Beleuchtung', 'Lighting'],
  livingFurniture: ['Wohnmöbel', 'Living furniture'],
  accessories: ['Zubehör', 'Accessories'],
  softwarePlanning: ['Software & Planung', 'Software & planning'],
} as const;

export type KitchenProductGroup = keyof typeof productGroups;
export type KitchenFair = SeededFair<KitchenProductGroup>;

export async function seedKitchenFair(tx: Tx, context: FairContext): Promise<KitchenFair> {
  const { now } = context;
  const event = await firstRow(
    tx
      .insert(events)
      .values({
        nameDe: 'Küchen & Wohnen Herbstmesse',
        nameEn: 'Kitchen & Living Autumn Fair',
        ...fairDays(now, 150, 4),
        registrationEndsAt: daysFrom(now, 90),
        printEndsAt: daysFrom(now, 60),
        techEndsAt: daysFrom(now, 120),
        earlyBookerEndsAt: daysFrom(now, 28),
        vatRate: 1900,
        currency: 'EUR',
        urlAgb: AGB_URL,
        urlCancellation: CANCELLATION_URL,
        registrationDescriptionDe:
          'Die Küchen & Wohnen Herbstmesse ist der Branchentreff für Küchenhersteller, Gerätemarken und Einrichtungshäuser. Stellen Sie hier Ihren Messeauftritt zusammen: Wählen Sie Standtyp und Fläche, ergänzen Sie Marken, Werbemittel und Serviceleistungen und erhalten Sie sofort ein unverbindliches Angebot. Bis zum Ende der Frühbucherphase gelten für ausgewählte Werbemittel reduzierte Preise. Alle Preise verstehen sich zuzüglich der gesetzlichen Mehrwertsteuer.',
        registrationDescriptionEn:
          'The Kitchen & Living Autumn Fair is the meeting point for kitchen manufacturers, appliance brands and furniture retailers. Put your presence together here: choose a stand type and size, add brands, advertising media and services, and receive a non-binding offer straight away. Reduced prices apply to selected advertising media until the end of the early booking period. All prices are subject to statutory VAT.',
        mediaDescriptionDe:
          'Machen Sie Fachbesucher schon vor der Messe auf Ihren Stand aufmerksam: mit Einträgen und Anzeigen im gedruckten Messekatalog, Ihrem Logo im Hallenplan sowie Bannern, Newsletter-Beiträgen und Push-Nachrichten in der Messe-App. Änderungen, die nach dem Druckunterlagenschluss eingehen, können in den Printmedien nicht mehr berücksichtigt werden.',
        mediaDescriptionEn:
          'Draw trade visitors to your stand before the fair opens: with entries and advertisements in the printed fair catalogue, your logo in the hall plan, and banners, newsletter features and push notifications in the fair app. Changes received after the print deadline can no longer be included in print media.',
        isPublished: true,
        // Exhibitors pick their stand on the hall plan themselves; the fireplace fair places them (both ways shown).
        standSelling: 'self',
      })
      .returning({ id: events.id }),
  );
  const productGroupIds = await insertProductGroups(tx, event.id, productGroups);
  const standConfigIds = await insertStandConfigs(tx, event.id, kitchenStandConfigs);
  await insertMediaItems(tx, event.id, kitchenMedia, context);
  await insertOrderBook(tx, event.id, kitchenOrderBook(AGB_URL), context.images);
  return { eventId: event.id, standConfigIds, productGroupIds };
}
