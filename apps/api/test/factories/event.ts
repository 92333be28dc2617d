import { events, productGroups } from '../../src/platform/db/schema.ts';
import { buildBookletItem, type BookletItemInput } from './booklet-item.ts';
import { buildMedium, type MediumInput } from './medium.ts';
import { nextSerial } from './sequence.ts';
import { buildStandType, type StandTypeInput } from './stand-type.ts';
import { catalogueChanged, type FactoryTarget } from './target.ts';

type EventRow = typeof events.$inferSelect;

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface EventInput extends Partial<Omit<EventRow, 'id'>> {
  /** Its stand types (default: one in-line stand type, see buildStandType). */
  standConfigs?: StandTypeInput[];
  /** Its product groups, by German name or both names (default: one). */
  productGroups?: (string | { nameDe: string; nameEn: string })[];
  media?: MediumInput[];
  /** Items of its order booklet, each in a group of its own unless it names one. */
  booklet?: BookletItemInput[];
}

/**
 * A published fair open for registration: it starts in 150 days, registration closes in 90, print data in 60, technical
 * orders in 120, early booking in 28; 19 % VAT in euros. With its stand types (and their price rules), product
 * groups, media and booklet items as the test lists them, in that order.
 */
export async function buildEvent(target: FactoryTarget, overrides: EventInput = {}) {
  const { standConfigs = [{}], productGroups: groupNames, media = [], booklet = [], ...fields } = overrides;
  const n = nextSerial();
  const [event] = await target.db
    .insert(events)
    .values({
      nameDe: `Testmesse ${n}`,
      nameEn: `Test fair ${n}`,
      startsAt: isoDay(daysFromNow(150)),
      endsAt: isoDay(daysFromNow(153)),
      registrationEndsAt: daysFromNow(90),
      printEndsAt: daysFromNow(60),
      techEndsAt: daysFromNow(120),
      earlyBookerEndsAt: daysFromNow(28),
      vatRate: 1900,
      currency: 'EUR',
      urlAgb: `https://messe.example/testmesse-${n}/agb`,
      urlCancellation: `https://messe.example/testmesse-${n}/storno`,
      isPublished: true,
      ...fields,
    })
    .returning();
  const id = event!.id;
  const names = groupNames ?? [`Produktgruppe ${n}`];
  const groups =
    names.length === 0
      ? []
      : await target.db
          .insert(productGroups)
          .values(names.map((name, i) => ({ eventId: id, ...(typeof name === 'string' ? { nameDe: name, nameEn: name } : name), sort: i })))
          .returning();
  const built = {
    ...event!,
    standConfigs: [] as Awaited<ReturnType<typeof buildStandType>>[],
    productGroups: groups,
    media: [] as Awaited<ReturnType<typeof buildMedium>>[],
    booklet: [] as Awaited<ReturnType<typeof buildBookletItem>>[],
  };
  for (const config of standConfigs) built.standConfigs.push(await buildStandType(target, id, config));
  for (const medium of media) built.media.push(await buildMedium(target, id, medium));
  for (const item of booklet) built.booklet.push(await buildBookletItem(target, id, item));
  catalogueChanged(target);
  return built;
}

export type BuiltEvent = Awaited<ReturnType<typeof buildEvent>>;
