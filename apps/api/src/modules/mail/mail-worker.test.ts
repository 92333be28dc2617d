import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { outboxMails } from '../../db/schema.ts';
import { createTestApp, engines, type TestApp } from '../../test/test-app.ts';
import { MAX_ATTEMPTS, queueMail } from './outbox.ts';
import { startMailWorker } from './worker.ts';

/** A real SMTP server that records what it receives and refuses recipients at refused.example. */
async function startSmtp() {
  const received: { to: string; subject: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(address.address.endsWith('@refused.example') ? new Error('mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]!.address, subject: /^Subject: (.*)$/m.exec(data)?.[1] ?? '' });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const mail = (n: number, recipient = `kunde${n}@example.com`) => ({
  kind: 'offer_link',
  recipient,
  lang: 'de',
  subject: `Ihr Angebot ${n}`,
  text: 'Link: https://messe.example/#/e/offer/1/abc',
  html: '<p>Link</p>',
  link: 'https://messe.example/#/e/offer/1/abc',
});

describe.each(engines)('the mail outbox (%s)', (engine) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const log = () => t.app.log;
  beforeAll(async () => {
    t = await createTestApp(engine);
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('delivers every queued mail exactly once, even with two workers claiming at the same time', async () => {
    const db = t.database.db;
    for (let n = 1; n <= 12; n++) await queueMail(db, mail(n));
    // On PostgreSQL the second worker has its own connection pool, like a second API process.
    const second = engine === 'postgres' ? openDatabase({ databaseUrl: t.databaseUrl }) : undefined;
    const workers = [
      startMailWorker({ db, smtpUrl: smtp.url, from: 'test@messeportal.example', log: log(), pollMs: 60_000 }),
      startMailWorker({ db: second?.db ?? db, smtpUrl: smtp.url, from: 'test@messeportal.example', log: log(), pollMs: 60_000 }),
    ];
    await Promise.all(workers.map((w) => w.wake()));
    await Promise.all(workers.map((w) => w.stop()));
    await second?.close();
    expect(smtp.received.map((m) => m.to).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `kunde${i + 1}@example.com`).sort());
    const rows = await db.select().from(outboxMails);
    expect(rows.every((row) => row.state === 'sent' && row.sentAt && row.attempts === 1)).toBe(true);
  });

  it('retries a refused mail later and gives up after the last attempt', async () => {
    const db = t.database.db;
    const id = await queueMail(db, mail(99, 'nobody@refused.example'));
    const worker = startMailWorker({ db, smtpUrl: smtp.url, from: 'test@messeportal.example', log: log(), pollMs: 60_000 });
    await worker.wake();
    let [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringContaining('mailbox unavailable') });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await db.update(outboxMails).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outboxMails.id, id));
      await worker.wake();
    }
    await worker.stop();
    [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(smtp.received.some((m) => m.to === 'nobody@refused.example')).toBe(false);
  });
});
