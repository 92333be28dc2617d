import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';

/** How many outbox mails are in each state. */
export async function outboxByState(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ state: outboxMails.state, mails: count() }).from(outboxMails).groupBy(outboxMails.state);
  return Object.fromEntries(rows.map((row) => [row.state, row.mails]));
}
