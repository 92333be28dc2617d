/** The label of an id in a reference list of `GET /pub/config`; the id itself while the list loads or lacks it. */
export function labelOf(list: readonly { id: string | number; label: string }[] | undefined, id: string | number): string {
  return list?.find((entry) => String(entry.id) === String(id))?.label ?? String(id);
}
