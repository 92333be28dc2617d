import { withinNetTotalLimit, type PriceLine } from '@messeportal/domain';
import { AppError } from '../../platform/http/app-error.ts';

/** Refuses a configuration or order whose net total passes the business limit (domain limits.ts). */
export function assertWithinNetTotalLimit(lines: readonly PriceLine[]): void {
  if (!withinNetTotalLimit(lines)) throw new AppError(400, 'netTotalTooLarge');
}
