import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { deleteStaleTempFiles } from './repo.ts';

const HOUR = 3_600_000;

/**
 * Removes, now and then hourly, uploads that no saved configuration took within a day. Every API process may
 * run it: the delete is one statement, so two sweeps at once only find less to do. Returns a stop function.
 */
export function startTempFileSweep(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'error'>, maxAgeMs = 24 * HOUR) {
  const sweep = async () => {
    try {
      const count = await deleteStaleTempFiles(db, new Date(Date.now() - maxAgeMs));
      if (count > 0) log.info(`removed ${count} unused temporary upload(s)`);
    } catch (err) {
      log.error({ err }, 'sweeping temporary uploads failed');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
