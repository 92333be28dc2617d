import { langFromLocale, type Lang } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import { mediaItems, orderBookItems, orderPositions, orders, standPriceRules } from '../platform/db/schema.ts';

/** A position's name in each language a document is printed in. */
export type PrintNames = Record<Lang, string>;

/**
 * The catalogue's names of the item an order position names, `{"de": …, "en": …}`, in the statement that reads
 * the position (joined with its order): a medium's or booklet item's name; for a stand position the price rule
 * of the ordered stand type it was priced by, found by the text it was ordered with (stand positions name no
 * item). Null when the item is gone or the position names none. Compared as text, so that a malformed
 * `standConfigId` in an old order's data finds nothing rather than failing the statement.
 */
export const catalogueNamesOf = sql<PrintNames | string | null>`case ${orderPositions.kind}
    when 'media' then (select json_build_object('de', m.name_de, 'en', m.name_en) from ${mediaItems} m where m.id = ${orderPositions.itemId})
    when 'service' then (select json_build_object('de', b.title_de, 'en', b.title_en) from ${orderBookItems} b where b.id = ${orderPositions.itemId})
    when 'stand' then (select json_build_object('de', r.description_de, 'en', r.description_en) from ${standPriceRules} r
      where r.stand_config_id::text = ${orders.data} -> 'stand' ->> 'standConfigId'
        and ${orderPositions.description} in (r.description_de, r.description_en)
      order by r.id limit 1)
  end`;

/**
 * A position's name in every print language: as ordered (the order's record) in the order's language, the
 * catalogue item's name in the other; the ordered text in both when the item is gone, was free text or has no
 * name in that language.
 */
export function printNamesOf(position: { description: string; catalogueNames: PrintNames | string | null; orderLang: string }): PrintNames {
  // node-postgres and PGlite both parse json; a driver handing it over as text is read the same.
  const names = typeof position.catalogueNames === 'string' ? (JSON.parse(position.catalogueNames) as PrintNames) : position.catalogueNames;
  const orderedIn = langFromLocale(position.orderLang);
  const nameIn = (lang: Lang) => (lang === orderedIn ? position.description : names?.[lang]?.trim() || position.description);
  return { de: nameIn('de'), en: nameIn('en') };
}
