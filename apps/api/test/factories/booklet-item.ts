import { orderBookGroups, orderBookItems } from '../../src/platform/db/schema.ts';
import { nextSerial } from './sequence.ts';
import { catalogueChanged, type FactoryTarget } from './target.ts';

type BookletItemRow = typeof orderBookItems.$inferSelect;
export type BookletItemInput = Partial<Omit<BookletItemRow, 'id' | 'eventId'>>;

/** A group of the event's order booklet (boxed unless the test says otherwise). */
export async function buildBookletGroup(target: FactoryTarget, eventId: number, overrides: Partial<typeof orderBookGroups.$inferInsert> = {}) {
  const n = nextSerial();
  const [group] = await target.db
    .insert(orderBookGroups)
    .values({ titleDe: `Leistungsgruppe ${n}`, titleEn: `Service group ${n}`, groupType: 2, sort: n, ...overrides, eventId })
    .returning();
  catalogueChanged(target);
  return group!;
}

/**
 * An item of the event's order booklet: by default a product on the services tab, offered in the configurator,
 * booked by quantity at 20 € a piece (`itemType`, `tab`, `isMandatory`, `priceCalculation: 'qm'` … make the other kinds); without `groupId`
 * in a group of its own.
 */
export async function buildBookletItem(target: FactoryTarget, eventId: number, overrides: BookletItemInput = {}): Promise<BookletItemRow> {
  const groupId = overrides.groupId ?? (await buildBookletGroup(target, eventId)).id;
  const n = nextSerial();
  const isProduct = (overrides.itemType ?? 0) === 0;
  const titleDe = overrides.titleDe ?? `Leistung ${n}`;
  const titleEn = overrides.titleEn ?? `Service ${n}`;
  const [item] = await target.db
    .insert(orderBookItems)
    .values({
      itemType: 0,
      titleDe,
      titleEn,
      price: 2_000,
      unit: 'piece',
      tab: 0,
      sort: n,
      // A product is offered in the configurator unless a test says otherwise, as most fairs' services are.
      ...(isProduct && { isConfigurator: true, productType: 1, productNameDe: titleDe, productNameEn: titleEn, productDescriptionDe: '', productDescriptionEn: '' }),
      ...overrides,
      groupId,
      eventId,
    })
    .returning();
  catalogueChanged(target);
  return item!;
}
