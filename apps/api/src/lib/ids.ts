/** Ids arrive as path text; anything but a plain positive 32-bit number cannot name a row. */
export function parseId(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}
