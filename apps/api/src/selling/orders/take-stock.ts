import type { Tx } from '../../platform/db/client.ts';
import { AppError, type FieldError } from '../../platform/http/app-error.ts';
import { mediaAvailable, takeMediaStock } from './repo.ts';

/**
 * Takes the chosen media pieces under row locks (see takeMediaStock). An item that lost the race for its
 * last pieces fails the whole transaction with its `media_{id}` error, naming what is left now.
 */
export async function takeStockOrFail(tx: Tx, chosen: Map<number, number>): Promise<void> {
  const short = await takeMediaStock(tx, chosen);
  if (short.length === 0) return;
  const available = await mediaAvailable(tx, short);
  const fields: FieldError[] = short.map((id) => {
    const left = available.get(id) ?? 0;
    return { property: `media_${id}`, code: left > 0 ? 'mediaTooFew' : 'mediaSoldOut', params: { available: left } };
  });
  throw new AppError(400, 'badRequest', { fields });
}
