import { BookletGroupType, bookletInput, BookletItemType, type BookletValuesInput } from '@messeportal/domain';

/** The fields of a booklet item the rules here read. */
export interface BookletItemLike {
  id: number;
  itemType: number;
  tab: number;
  isMandatory: boolean;
  group: { id: number; title: string; groupType: number };
  productGlobal: { productType: number | null } | null;
  value: { amount: number; checked: boolean } | null;
}

/** What the exhibitor entered for one item: a quantity or a tick. */
export interface ItemValue {
  amount: number;
  checked: boolean;
}

export type BookletValues = Record<number, ItemValue>;

export interface BookletSection<T> {
  group: BookletItemLike['group'];
  items: T[];
}

/** The input an item asks for: a quantity, a tick (checkbox options, yes/no products, consents), or none. */
export const inputOf = (item: Pick<BookletItemLike, 'itemType' | 'productGlobal'>) =>
  bookletInput({ itemType: item.itemType, productType: item.productGlobal?.productType });

/** The items of one tab by group, groups and items in the order of the booklet. */
export function bookletSections<T extends BookletItemLike>(items: readonly T[], tab: number): BookletSection<T>[] {
  const sections = new Map<number, BookletSection<T>>();
  for (const item of items) {
    if (item.tab !== tab) continue;
    const section = sections.get(item.group.id) ?? { group: item.group, items: [] };
    section.items.push(item);
    sections.set(item.group.id, section);
  }
  return [...sections.values()];
}

/** The groups open when the page opens: all but the expandable ones, which start collapsed (SPEC §2). */
export const initiallyOpenGroups = (items: readonly BookletItemLike[]): number[] => [
  ...new Set(items.filter((item) => item.group.groupType !== BookletGroupType.expandable).map((item) => item.group.id)),
];

/** How many of these items the values book (a quantity above 0, a tick); consents (confirmations) and texts do not count. */
export const bookedIn = (items: readonly BookletItemLike[], values: BookletValues): number =>
  items.filter((item) => {
    const input = inputOf(item);
    const value = values[item.id];
    return item.itemType !== BookletItemType.confirm && value !== undefined && (input === 'amount' ? value.amount > 0 : input === 'checkbox' && value.checked);
  }).length;

/** The stored values of the items that take an input; nothing stored is 0 and unticked. */
export function initialValues(items: readonly BookletItemLike[]): BookletValues {
  const values: BookletValues = {};
  for (const item of items) {
    if (!inputOf(item)) continue;
    values[item.id] = { amount: item.value?.amount ?? 0, checked: item.value?.checked ?? false };
  }
  return values;
}

/**
 * The body of saving one tab: every item of the tab that takes an input, a quantity as `amount`, a tick as
 * `checked` — the server replaces the tab's stored values with these, so a cleared field must be sent too.
 */
export function bookletRequestBody(items: readonly BookletItemLike[], tab: number, values: BookletValues): BookletValuesInput {
  const orderBooks: BookletValuesInput['orderBooks'] = [];
  for (const item of items) {
    if (item.tab !== tab) continue;
    const input = inputOf(item);
    const value = values[item.id] ?? { amount: 0, checked: false };
    if (input === 'amount') orderBooks.push({ id: item.id, amount: value.amount });
    else if (input === 'checkbox') orderBooks.push({ id: item.id, checked: value.checked });
  }
  return { orderBooks };
}

/** The item an error or warning of the answer is about (`orderbook_{id}`), or null. */
export function itemIdOf(property: string): number | null {
  const match = /^orderbook_(\d+)$/.exec(property);
  return match ? Number(match[1]) : null;
}

/**
 * The groups holding an item with an error, in the order of the booklet: they are opened, and the page
 * scrolls to the first of them.
 */
export function groupsWithErrors(items: readonly BookletItemLike[], properties: readonly string[]): number[] {
  const failed = new Set(properties.map(itemIdOf).filter((id): id is number => id !== null));
  return [...new Set(items.filter((item) => failed.has(item.id)).map((item) => item.group.id))];
}

/** Messages by item id, from the `{ property, message }` list of an answer. */
export function messagesByItem(issues: readonly { property: string; message: string }[]): Record<number, string> {
  const byItem: Record<number, string> = {};
  for (const issue of issues) {
    const id = itemIdOf(issue.property);
    if (id !== null) byItem[id] = byItem[id] ? `${byItem[id]} ${issue.message}` : issue.message;
  }
  return byItem;
}

/** An error or warning of an answer, told by the item it is about: its title and the group that holds it. */
export interface NamedIssue {
  itemId: number;
  title: string;
  group: BookletItemLike['group'];
  message: string;
}

/**
 * The answer's issues about items, in the order of the booklet, each with the item's title and group, so the
 * page can name what to fix and open where it is. Issues about no item of the booklet are left out.
 */
export function namedIssues<T extends BookletItemLike & { title: string }>(
  items: readonly T[],
  issues: readonly { property: string; message: string }[],
): NamedIssue[] {
  const byItem = messagesByItem(issues);
  return items.filter((item) => byItem[item.id]).map((item) => ({ itemId: item.id, title: item.title, group: item.group, message: byItem[item.id]! }));
}
