import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { contacts, events, outboxMails } from '../db/schema.ts';
import { buildEvent, buildRegistration, type BuiltRegistration } from '../../../test/factories/index.ts';
import { startSmtpCatcher } from '../../../test/smtp-catcher.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';
import { until } from '../../../test/until.ts';
import { extractPdfText } from '../../../test/extract-pdf-text.ts';
import { claimDueMails, MAX_ATTEMPTS, queueMail } from './outbox.ts';
import { startMailWorker } from './worker.ts';
import { documentAttachment } from '../../documents/document-attachment.ts';

/** The first PDF attachment of a received message: its file name and bytes (nodemailer sends it base64). */
function pdfAttachment(message: string) {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(message);
  const fileName = /Content-Disposition: attachment;\s*filename="?([^"\r\n]+)"?/.exec(message)?.[1];
  return part ? { fileName, pdf: Buffer.from(part[1]!.replace(/\s/g, ''), 'base64') } : undefined;
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
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const log = () => t.app.log;
  beforeAll(async () => {
    t = await createTestApp(engine);
    smtp = await startSmtpCatcher();
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

  it('takes up a mail whose worker died once its lease has run out, and sends it with the same Message-ID', async () => {
    const db = t.database.db;
    const id = await queueMail(db, mail(41));
    // A process claims the mail and dies: nothing renews its lease.
    expect((await claimDueMails(db, 10)).map((row) => row.id)).toEqual([id]);
    const worker = startMailWorker({ db, smtpUrl: smtp.url, from: 'Messe <test@messeportal.example>', log: log(), pollMs: 60_000 });
    await worker.wake();
    expect(smtp.received.some((m) => m.to === 'kunde41@example.com')).toBe(false);

    await db.update(outboxMails).set({ claimedAt: sql`now() - interval '61 seconds'` }).where(eq(outboxMails.id, id));
    await worker.wake();
    const first = smtp.received.filter((m) => m.to === 'kunde41@example.com');
    expect(first).toHaveLength(1);
    expect(first[0]!.messageId).toMatch(/^<outbox\.\d+\.[0-9a-z]+@messeportal\.example>$/);

    // The commit of "sent" lost (a crash right after the SMTP server accepted): the repeat is the same message.
    await db.update(outboxMails).set({ state: 'pending', nextAttemptAt: sql`now()` }).where(eq(outboxMails.id, id));
    await worker.wake();
    await worker.stop();
    const both = smtp.received.filter((m) => m.to === 'kunde41@example.com');
    expect(both).toHaveLength(2);
    expect(both[1]!.messageId).toBe(both[0]!.messageId);
  });

  it('keeps the lease of a slow mail while it sends, so a second worker does not send it too', async () => {
    const slow = await startSmtpCatcher({ held: true });
    try {
      const db = t.database.db;
      const id = await queueMail(db, mail(42));
      const claimedAt = async () => (await db.select({ at: outboxMails.claimedAt }).from(outboxMails).where(eq(outboxMails.id, id)))[0]!.at!.getTime();
      const leaseSeconds = 1;
      const options = { db, smtpUrl: slow.url, from: 'test@messeportal.example', log: log(), pollMs: 60_000, leaseSeconds };
      const sending = startMailWorker(options);
      const other = startMailWorker(options);
      const round = sending.wake();
      // The server holds the message unanswered: the mail is in the middle of its sending.
      await until(() => slow.received.length === 1);
      // Once the claim has been renewed to more than a lease after it was first seen, an unrenewed claim would
      // have run out: then the other worker looks for due mails.
      const seen = await claimedAt();
      await until(async () => (await claimedAt()) - seen > leaseSeconds * 1000, 10_000);
      await other.wake();
      slow.release();
      await round;
      await Promise.all([sending.stop(), other.stop()]);
      expect(slow.received.filter((m) => m.to === 'kunde42@example.com')).toHaveLength(1);
      const [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, id));
      expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    } finally {
      await slow.close();
    }
  });

  it('finishes the mail in hand when it stops and gives the rest of its claim back at once', async () => {
    const slow = await startSmtpCatcher({ held: true });
    try {
      const db = t.database.db;
      const ids = [await queueMail(db, mail(51)), await queueMail(db, mail(52)), await queueMail(db, mail(53))];
      const worker = startMailWorker({ db, smtpUrl: slow.url, from: 'test@messeportal.example', log: log(), pollMs: 60_000 });
      void worker.wake();
      // The first mail is in hand (the server has it and has not answered) when the worker is told to stop.
      await until(() => slow.received.length === 1);
      const stopping = worker.stop();
      slow.release();
      await stopping;
      expect(slow.received.map((m) => m.to)).toEqual(['kunde51@example.com']);
      const rows = await db.select().from(outboxMails).where(inArray(outboxMails.id, ids)).orderBy(outboxMails.id);
      expect(rows.map((row) => [row.state, row.attempts, row.claimedAt])).toEqual([
        ['sent', 1, expect.any(Date)],
        ['pending', 0, null],
        ['pending', 0, null],
      ]);
    } finally {
      await slow.close();
    }
  });

  /** A registration whose booklet has the mandatory stand cleaning, charged by stand m². */
  const buildBookletRegistration = async () =>
    buildRegistration(t.app, {
      event: await buildEvent(t.app, { booklet: [{ titleDe: 'Reinigung', titleEn: 'Cleaning', price: 350, unit: 'qm', priceCalculation: 'qm', isMandatory: true }] }),
      standSize: 48,
    });

  /** Save and send of the booklet: queues the booked services for the main contact, with their document. */
  async function saveAndSend(registration: BuiltRegistration) {
    const headers = await loginAs(t.app, registration.contact.email, 'fe', registration.contact.password);
    const registrationId = registration.id;
    const cleaning = registration.event.booklet[0]!;
    const url = `/fe/rest/orderbook/${registrationId}?tab=0&sendMail=1`;
    const response = await t.app.inject({ method: 'POST', url, headers, payload: { orderBooks: [{ id: cleaning.id, amount: 48 }] } });
    expect(response.statusCode).toBe(200);
    const { orderBookDoc } = (await t.app.inject({ url: `/fe/rest/orderbook/${registrationId}`, headers })).json();
    const [row] = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'booked_services'), eq(outboxMails.documentId, orderBookDoc.id)));
    return { mailId: row!.id, number: orderBookDoc.number as string };
  }

  it('attaches the PDF of the booked services, rendered in the language of the mail', async () => {
    const db = t.database.db;
    const registration = await buildBookletRegistration();
    const mainContact = eq(contacts.id, registration.contact.id);
    // Queued for an English main contact, who switches to German before the mail goes out: it stays English.
    await db.update(contacts).set({ lang: 'en' }).where(mainContact);
    const { mailId, number } = await saveAndSend(registration).finally(() => db.update(contacts).set({ lang: 'de' }).where(mainContact));
    const worker = startMailWorker({ db, smtpUrl: smtp.url, from: 'test@messeportal.example', log: log(), pollMs: 60_000, attachment: documentAttachment });
    await worker.wake();
    await worker.stop();
    const [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, mailId));
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    const message = smtp.received.find((m) => m.to === registration.contact.email)!;
    const attachment = pdfAttachment(message.data);
    expect(attachment?.fileName).toBe(`${number}.pdf`);
    expect(attachment!.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(extractPdfText(attachment!.pdf).text).toContain(`Booked services ${number}`);
  });

  it('fails the attempt while the PDF cannot be rendered, and sends it on a later one', async () => {
    const db = t.database.db;
    const registration = await buildBookletRegistration();
    const { mailId, number } = await saveAndSend(registration);
    const sentBefore = smtp.received.length;
    // A currency no formatter knows: rendering the PDF throws, as any broken document data would.
    await db.update(events).set({ currency: 'not a currency' }).where(eq(events.id, registration.eventId));
    const worker = startMailWorker({ db, smtpUrl: smtp.url, from: 'test@messeportal.example', log: log(), pollMs: 60_000, attachment: documentAttachment });
    await worker.wake();
    let [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, mailId));
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringMatching(/currency/i) });
    expect(smtp.received).toHaveLength(sentBefore);

    await db.update(events).set({ currency: 'EUR' }).where(eq(events.id, registration.eventId));
    await db.update(outboxMails).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outboxMails.id, mailId));
    await worker.wake();
    await worker.stop();
    [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, mailId));
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    expect(pdfAttachment(smtp.received.at(-1)!.data)?.fileName).toBe(`${number}.pdf`);
  });
});
