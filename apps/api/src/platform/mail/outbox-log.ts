import type { FastifyBaseLogger } from 'fastify';
import { asc, gt, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';
import { createHeartbeat } from './heartbeat.ts';

/**
 * Without an SMTP server the mails stay in the outbox; this shows each new one in the server log (recipient,
 * subject, link), so a newcomer can follow an offer link or a double opt-in on a laptop.
 */
export async function startOutboxLog({ db, log, pollMs = 2000 }: { db: Db; log: FastifyBaseLogger; pollMs?: number }) {
  const [start] = await db.select({ last: max(outboxMails.id) }).from(outboxMails);
  let last = start?.last ?? 0;
  let running = false;
  const heartbeat = createHeartbeat();
  const round = async () => {
    // A wake during a round waits for the next one, so no mail is logged twice.
    if (running) return;
    running = true;
    try {
      const rows = await db
        .select({ id: outboxMails.id, recipient: outboxMails.recipient, subject: outboxMails.subject, link: outboxMails.link })
        .from(outboxMails)
        .where(gt(outboxMails.id, last))
        .orderBy(asc(outboxMails.id));
      heartbeat.beat();
      for (const row of rows) {
        log.info({ mailId: row.id, to: row.recipient, subject: row.subject, link: row.link }, 'mail kept in the outbox (no SMTP_URL)');
        last = row.id;
      }
    } catch (error) {
      log.error({ err: error }, 'reading the outbox failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(round, pollMs);
  timer.unref();
  return {
    wake: round,
    alive: heartbeat.alive,
    stop: async () => {
      heartbeat.stop();
      clearInterval(timer);
    },
  };
}
