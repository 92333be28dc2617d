/** Ids arrive as path text; anything but a plain positive 32-bit number cannot name a row. */
export function parseId(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/** A file's id from path text: a positive number of at most 16 digits that a JSON number holds exactly. */
export function parseFileId(value: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
