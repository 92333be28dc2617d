/** A list with the entry at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveInList<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const result = [...list];
  [result[index], result[target]] = [result[target]!, result[index]!];
  return result;
}

export interface OrderedGroup {
  id: number;
  items: readonly { id: number }[];
}

export type BookletMove = { kind: 'group' | 'item'; id: number; delta: -1 | 1 };

/**
 * The body of `POST …/booklet_order` after moving a group, or an item within its group, one place: every group
 * and every item in the new order (item order counts within each group; the server keeps one sequence).
 */
export function bookletOrderAfterMove(groups: readonly OrderedGroup[], move: BookletMove): { groups: number[]; items: number[] } {
  let ordered = [...groups];
  if (move.kind === 'group') {
    ordered = moveInList(ordered, ordered.findIndex((group) => group.id === move.id), move.delta);
  } else {
    ordered = ordered.map((group) => {
      const index = group.items.findIndex((item) => item.id === move.id);
      return index < 0 ? group : { ...group, items: moveInList(group.items, index, move.delta) };
    });
  }
  return { groups: ordered.map((group) => group.id), items: ordered.flatMap((group) => group.items.map((item) => item.id)) };
}
