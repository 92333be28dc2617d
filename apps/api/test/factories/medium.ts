import { mediaGroups, mediaItems } from '../../src/platform/db/schema.ts';
import { nextSerial } from './sequence.ts';
import { catalogueChanged, type FactoryTarget } from './target.ts';

type MediumRow = typeof mediaItems.$inferSelect;
export type MediumInput = Partial<Omit<MediumRow, 'id' | 'eventId'>>;

/** A media group (media groups belong to no event). */
export async function buildMediaGroup(target: FactoryTarget, overrides: Partial<typeof mediaGroups.$inferInsert> = {}) {
  const n = nextSerial();
  const [group] = await target.db
    .insert(mediaGroups)
    .values({ nameDe: `Werbemittelgruppe ${n}`, nameEn: `Media group ${n}`, sort: 100 + n, ...overrides })
    .returning();
  catalogueChanged(target);
  return group!;
}

/**
 * An advertising medium of the event, orderable in the configurator and the portal: 10 pieces at 250 € unless
 * the test says otherwise; without `mediaGroupId` in a group of its own.
 */
export async function buildMedium(target: FactoryTarget, eventId: number, overrides: MediumInput = {}): Promise<MediumRow> {
  const mediaGroupId = overrides.mediaGroupId ?? (await buildMediaGroup(target)).id;
  const n = nextSerial();
  const [medium] = await target.db
    .insert(mediaItems)
    .values({ nameDe: `Werbemittel ${n}`, nameEn: `Medium ${n}`, stock: 10, price: 25_000, sort: n, ...overrides, mediaGroupId, eventId })
    .returning();
  catalogueChanged(target);
  return medium!;
}
