import { BACK_OFFICE_PAGE_SIZE, MAIL_STATES } from '@messeportal/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { outboxMails } from '../../platform/db/schema.ts';

type MailState = (typeof MAIL_STATES)[number];

export type MailCounts = Record<'all' | MailState, number>;

/**
 * One page of the outbox, newest first, optionally of one state; how many mails match, and how many there are
 * in each state and in all (the list's views), counted in one pass.
 */
export async function listOutboxMails(db: Db, query: { state?: MailState; page: number }) {
  const where = query.state ? eq(outboxMails.state, query.state) : undefined;
  const [rows, perState] = await Promise.all([
    db
      .select({
        id: outboxMails.id,
        kind: outboxMails.kind,
        recipient: outboxMails.recipient,
        subject: outboxMails.subject,
        state: outboxMails.state,
        attempts: outboxMails.attempts,
        lastError: outboxMails.lastError,
        sentAt: outboxMails.sentAt,
        createdAt: outboxMails.createdAt,
      })
      .from(outboxMails)
      .where(where)
      .orderBy(desc(outboxMails.id))
      .limit(BACK_OFFICE_PAGE_SIZE)
      .offset((query.page - 1) * BACK_OFFICE_PAGE_SIZE),
    db.select({ state: outboxMails.state, n: sql<number>`count(*)::int` }).from(outboxMails).groupBy(outboxMails.state),
  ]);
  const counts: MailCounts = { all: 0, ...(Object.fromEntries(MAIL_STATES.map((state) => [state, 0])) as Record<MailState, number>) };
  for (const { state, n } of perState) {
    counts.all += n;
    if ((MAIL_STATES as readonly string[]).includes(state)) counts[state as MailState] = n;
  }
  return { rows, total: query.state ? counts[query.state] : counts.all, counts };
}

/**
 * Makes a mail due again from its first attempt (the worker's retries start over). A mail a worker is
 * sending right now is left alone, so it never goes out twice at once. Answers what happened.
 */
export async function resendMail(db: Db, id: number): Promise<'due' | 'sending' | 'unknown'> {
  const rows = await db
    .update(outboxMails)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: sql`now()`, claimedAt: null })
    .where(and(eq(outboxMails.id, id), ne(outboxMails.state, 'sending')))
    .returning({ id: outboxMails.id });
  if (rows.length > 0) return 'due';
  const [existing] = await db.select({ id: outboxMails.id }).from(outboxMails).where(eq(outboxMails.id, id));
  return existing ? 'sending' : 'unknown';
}
