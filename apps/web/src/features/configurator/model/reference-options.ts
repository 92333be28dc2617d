/** A reference list entry of `GET /pub/config` with a numeric id (product groups, media groups). */
export interface NumberOption {
  id: number;
  label: string;
}

const isNumberOption = (value: unknown): value is NumberOption =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as NumberOption).id === 'number' &&
  typeof (value as NumberOption).label === 'string';

/** The well-formed entries of a reference list the config answers without a fixed type. */
export const numberOptions = (list: readonly unknown[] | undefined): NumberOption[] => (list ?? []).filter(isNumberOption);

/** The event's product groups, sorted by label in the interface language (SPEC §2, brands step). */
export function eventProductGroups(list: readonly unknown[] | undefined, eventGroupIds: readonly number[], locale: string): NumberOption[] {
  const ids = new Set(eventGroupIds);
  return numberOptions(list)
    .filter((group) => ids.has(group.id))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
