import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../platform/db/schema.ts';
import { buildApp } from '../../app.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

describe.each(engines)('outbox view (%s)', (engine) => {
  let c: BackofficeContext;
  let ids: number[];
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    ids = [];
    for (const email of ['eins@holzwerk.example', 'zwei@holzwerk.example', 'drei@holzwerk.example']) {
      const response = await c.call('POST', '/pub/send_configurator', {}, { ...c.configuration(), email });
      expect(response.statusCode).toBe(200);
    }
    const rows = await c.db.select({ id: outboxMails.id }).from(outboxMails).orderBy(outboxMails.id);
    ids = rows.map((row) => row.id);
    const [failed, sent] = ids.slice(-3);
    await c.db.update(outboxMails).set({ state: 'failed', attempts: 6, lastError: '550 mailbox unavailable' }).where(eq(outboxMails.id, failed!));
    await c.db.update(outboxMails).set({ state: 'sent', attempts: 1, sentAt: new Date() }).where(eq(outboxMails.id, sent!));
  });
  afterAll(() => c.close());

  it('lists every mail newest first with its delivery state, filtered by state', async () => {
    const body = (await c.call('GET', '/be/outbox')).json();
    expect(body).toMatchObject({ total: ids.length, page: 1, pageSize: 50 });
    expect(body.mails.map((mail: { id: number }) => mail.id)).toEqual([...ids].reverse());
    expect(body.mails[0]).toEqual({
      id: ids.at(-1),
      kind: 'offer_link',
      recipient: 'drei@holzwerk.example',
      subject: expect.stringMatching(/^Ihr Standangebot/),
      state: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
      createdAt: expect.any(String),
    });
    const failed = (await c.call('GET', '/be/outbox?state=failed')).json();
    expect(failed.mails).toEqual([expect.objectContaining({ recipient: 'eins@holzwerk.example', attempts: 6, lastError: '550 mailbox unavailable' })]);
    expect(failed.total).toBe(1);
    // The views count every state, whatever the list is filtered by.
    const counts = { all: ids.length, pending: ids.length - 2, sending: 0, sent: 1, failed: 1 };
    expect(body.counts).toEqual(counts);
    expect(failed.counts).toEqual(counts);
    expect((await c.call('GET', '/be/outbox?state=sent')).json().mails[0].sentAt).toEqual(expect.any(String));
    expect((await c.call('GET', '/be/outbox?state=lost')).statusCode).toBe(400);
    expect((await c.call('GET', '/be/outbox?page=2')).json().mails).toEqual([]);
  });

  it('sends a failed mail again and wakes the mail worker', async () => {
    let woken = 0;
    const app = await buildApp({ db: c.db, config: c.t.app.config, onMailQueued: () => woken++ });
    const failedId = ids.at(-3)!;
    const response = await app.inject({ method: 'POST', url: `/be/outbox/${failedId}/resend`, headers: c.staff });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(woken).toBe(1);
    const [mail] = await c.db.select().from(outboxMails).where(eq(outboxMails.id, failedId));
    expect(mail).toMatchObject({ state: 'pending', attempts: 0 });
    expect(mail!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await app.close();
  });

  it('leaves a mail alone while a worker is sending it', async () => {
    const id = ids.at(-1)!;
    await c.db.update(outboxMails).set({ state: 'sending', claimedAt: new Date() }).where(eq(outboxMails.id, id));
    const response = await c.call('POST', `/be/outbox/${id}/resend?lang=en-US`);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe('This e-mail is being sent right now. Please try again in a moment.');
    expect((await c.db.select().from(outboxMails).where(eq(outboxMails.id, id)))[0]!.state).toBe('sending');
  });
});
