import { and, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';

export interface QueuedMail {
  kind: string;
  recipient: string;
  lang: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /** A stored document whose PDF goes with the mail. */
  documentId?: number;
}

/** After this many failed attempts a mail stays 'failed' until staff send it again. */
export const MAX_ATTEMPTS = 6;
/**
 * A claim is a lease: the worker holding it renews it while it sends (see worker.ts); a lease older than this
 * belongs to a process that died while sending, and the mail is due again.
 */
export const LEASE_SECONDS = 60;

/** Writes mails into the outbox, inside the caller's transaction, so they exist exactly when the change does. */
export async function queueMails(tx: Db | Tx, mails: QueuedMail[]): Promise<number[]> {
  const rows = await tx.insert(outboxMails).values(mails).returning({ id: outboxMails.id });
  return rows.map((row) => row.id);
}

/**
 * The INSERT of queueMails as a part of a larger statement (a data-modifying WITH), so that a change and its
 * mails are written in one round trip; the mails get their ids in the given order.
 */
export function insertMailsStatement(mails: readonly QueuedMail[]): SQL {
  const rows = mails.map((mail, position) => ({ ...mail, link: mail.link ?? null, document_id: mail.documentId ?? null, position }));
  return sql`insert into ${outboxMails} (kind, recipient, lang, subject, text, html, link, document_id)
    select m.kind, m.recipient, m.lang, m.subject, m."text", m.html, m.link, m.document_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(kind text, recipient text, lang text, subject text,
      "text" text, html text, link text, document_id integer, position integer)
    order by m.position`;
}

export const queueMail = async (tx: Db | Tx, mail: QueuedMail): Promise<number> => (await queueMails(tx, [mail]))[0]!;

/**
 * Claims up to `limit` due mails for this process. FOR UPDATE SKIP LOCKED lets several workers claim at the
 * same time without ever taking the same row.
 */
export async function claimDueMails(db: Db, limit: number, leaseSeconds = LEASE_SECONDS) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .where(
        or(
          and(eq(outboxMails.state, 'pending'), lte(outboxMails.nextAttemptAt, sql`now()`)),
          and(eq(outboxMails.state, 'sending'), lt(outboxMails.claimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`)),
        ),
      )
      .orderBy(outboxMails.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxMails)
      .set({ state: 'sending', claimedAt: sql`now()`, attempts: sql`${outboxMails.attempts} + 1` })
      .where(inArray(outboxMails.id, due.map((d) => d.id)))
      .returning();
  });
}

/** Keeps the leases of the mails a live worker still holds. */
export async function renewLeases(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.update(outboxMails).set({ claimedAt: sql`now()` }).where(and(inArray(outboxMails.id, ids), eq(outboxMails.state, 'sending')));
}

/** Gives back claimed mails that were not tried (a worker stopping): due at once, the claim not counted as an attempt. */
export async function releaseMails(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(outboxMails)
    .set({ state: 'pending', claimedAt: null, attempts: sql`${outboxMails.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(and(inArray(outboxMails.id, ids), eq(outboxMails.state, 'sending')));
}

export async function markSent(db: Db, id: number) {
  await db.update(outboxMails).set({ state: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(outboxMails.id, id));
}

/** A failed attempt: due again after an exponential pause (1, 2, 4 … minutes), or 'failed' for good. */
export async function markAttemptFailed(db: Db, id: number, attempts: number, error: string) {
  const failed = attempts >= MAX_ATTEMPTS;
  const pause = sql`now() + make_interval(mins => ${2 ** Math.max(0, attempts - 1)})`;
  await db
    .update(outboxMails)
    .set({ state: failed ? 'failed' : 'pending', lastError: error.slice(0, 1000), nextAttemptAt: failed ? sql`now()` : pause })
    .where(eq(outboxMails.id, id));
}
