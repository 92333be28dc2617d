import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { buildContact, buildEvent, buildHallPlan, buildRegistration, buildStaff, gridHall } from '../../test/factories/index.ts';
import { withDatabase } from '../../test/paths.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { until } from '../../test/until.ts';
import { buildOrderableEvent, newExhibitorOrder, placeOrder } from '../../test/new-exhibitor-order.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** The staff member logged in at each process: a bearer token per process, in their order. */
function staffTokens(processes: ServerProcess[], staff: { email: string; password?: string | null }) {
  return Promise.all(
    processes.map(async (p) => {
      const login = await fetch(`${p.url}/be/login_check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: staff.email, password: staff.password }),
      });
      return ((await login.json()) as { token: string }).token;
    }),
  );
}

// Two API processes as production runs them: one PostgreSQL database, started at the same moment on an empty
// database, each with its own connection pool, limits and mail worker.
describe.runIf(serverUrl)('two API processes on one PostgreSQL database', () => {
  const name = `mp_two_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  let database: pg.Client;
  /** The same database for the factories, which write through drizzle. */
  let factories: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const databaseUrl = withDatabase(serverUrl!, name);
    smtp = await startSmtpCatcher(200);
    const env = { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, MAIL_LEASE_SECONDS: '2', LOGIN_LIMIT_PER_ACCOUNT: '3', ORDER_LIMIT_PER_ADDRESS: '1000' };
    processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    factories = openDatabase({ databaseUrl });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await database?.end();
    await factories?.close();
    await smtp?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('both come up on the empty database, which they migrate and seed once', async () => {
    await Promise.all(processes.map((p) => p.ready()));
    // What the test is about is the demo data itself: seeded twice, there would be four fairs.
    const { rows } = await database.query('select count(*)::int as events from events');
    expect(rows[0].events).toBe(2);
  }, 150_000);

  it('sells the last pieces of a medium once, with orders racing across both processes', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const catalogue = await buildOrderableEvent(factories);
    await database.query('update media_items set stock = ordered + 3 where id = $1', [catalogue.mediumId]);
    const run = randomBytes(3).toString('hex');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => placeOrder([a, b][i % 2]!.url, newExhibitorOrder(catalogue, `race.${run}.${i}@holzwerk.example`))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 400)).toHaveLength(9);
    const { rows } = await database.query('select stock, ordered from media_items where id = $1', [catalogue.mediumId]);
    expect(rows[0].ordered).toBe(rows[0].stock);
  }, 60_000);

  it('shows in each process the catalogue and stock that the other or staff changed, without a restart', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const catalogue = await buildOrderableEvent(factories);
    const available = async (p: ServerProcess) => {
      const { medias } = (await (await fetch(`${p.url}/pub/event/${catalogue.eventId}/medias`)).json()) as { medias: { id: number; amountAvailable: number }[] };
      return medias.find((m) => m.id === catalogue.mediumId)!.amountAvailable;
    };
    const name = async (p: ServerProcess) => ((await (await fetch(`${p.url}/pub/event/${catalogue.eventId}?lang=de-DE`)).json()) as { event: { name: string } }).event.name;
    await Promise.all([available(a), available(b), name(a), name(b)]); // both have them cached now
    await database.query('update media_items set stock = ordered + 7 where id = $1', [catalogue.mediumId]);
    await database.query(`update events set name_de = name_de || ' (neu)' where id = $1`, [catalogue.eventId]);
    for (const p of [a, b]) {
      await vi.waitFor(async () => expect(await available(p)).toBe(7));
      await vi.waitFor(async () => expect(await name(p)).toMatch(/ \(neu\)$/));
    }
  }, 60_000);

  it('locks an account through one process and finds it locked on the other', async () => {
    const contact = await buildContact(factories);
    const login = (p: ServerProcess, password: string) =>
      fetch(`${p.url}/fe/login_check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: contact.email, password }) });
    for (let i = 0; i < 3; i++) expect((await login(processes[0]!, 'guess')).status).toBe(401);
    expect((await login(processes[1]!, contact.password!)).status).toBe(429);
  });

  it('issues 20 invoices at once across both processes with numbers neither used twice nor skipped', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const catalogue = await buildOrderableEvent(factories);
    const accountant = await buildStaff(factories);
    await database.query('update media_items set stock = ordered + 100 where id = $1', [catalogue.mediumId]);
    const run = randomBytes(3).toString('hex');
    const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => placeOrder(a.url, newExhibitorOrder(catalogue, `invoice.${run}.${i}@holzwerk.example`))));
    const registrationIds = orders.map((order) => order.body!.registrationId!);
    const tokens = await staffTokens([a, b], accountant);
    const { rows: before } = await database.query(`select count(*)::int as n from documents where type = 'invoice'`);
    const statuses = await Promise.all(
      registrationIds.map(async (id, i) => {
        const response = await fetch(`${[a, b][i % 2]!.url}/be/registration/${id}/invoices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
          body: JSON.stringify({ billingNumber: 'none' }),
        });
        return response.status;
      }),
    );
    expect(statuses).toEqual(Array(20).fill(200));
    const { rows } = await database.query(
      `select number from documents where type = 'invoice' and registration_id = any($1::int[]) order by number`,
      [registrationIds],
    );
    expect(rows).toHaveLength(20);
    // One series per year: the 20 new ones follow the invoices before them without a gap.
    const { rows: all } = await database.query(`select count(*)::int as n from documents where type = 'invoice'`);
    expect(all[0].n).toBe(before[0].n + 20);
    const sequence = rows.map((row: { number: string }) => Number(row.number.split('-').at(-1)));
    expect(new Set(sequence).size).toBe(20);
    expect(Math.max(...sequence) - Math.min(...sequence)).toBe(19);
    const year = rows[0].number.split('-')[1];
    const { rows: series } = await database.query(`select max(substring(number from '[0-9]+$')::int) as last from documents where number like $1`, [`RE-${year}-%`]);
    expect(series[0].last).toBe(Math.max(...sequence));
  }, 90_000);

  it('sends each dunning notice once when both processes run the dunning at once, and a payment booked meanwhile wins or waits', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const catalogue = await buildOrderableEvent(factories);
    const accountant = await buildStaff(factories);
    await database.query('update media_items set stock = ordered + 100 where id = $1', [catalogue.mediumId]);
    const run = randomBytes(3).toString('hex');
    const orders = await Promise.all(Array.from({ length: 6 }, (_, i) => placeOrder(a.url, newExhibitorOrder(catalogue, `dunning.${run}.${i}@holzwerk.example`))));
    const registrationIds = orders.map((order) => order.body!.registrationId!);
    const tokens = await staffTokens([a, b], accountant);
    const post = (p: ServerProcess, token: string, path: string, body: object) =>
      fetch(`${p.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    for (const id of registrationIds) expect((await post(a, tokens[0]!, `/be/registration/${id}/invoices`, { billingNumber: 'none' })).status).toBe(200);
    const { rows: invoices } = await database.query(
      `update documents set due_date = current_date - 10 where type = 'invoice' and registration_id = any($1::int[]) returning id, gross_cents`,
      [registrationIds],
    );
    const [paid] = invoices;

    const [first, second, payment] = await Promise.all([
      post(a, tokens[0]!, '/be/dunning', { registrationIds }),
      post(b, tokens[1]!, '/be/dunning', { registrationIds }),
      post(b, tokens[1]!, `/be/document/${paid.id}/payments`, { paidOn: new Date().toISOString().slice(0, 10), amount: paid.gross_cents / 100 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(payment.status).toBe(200);
    const { rows: items } = await database.query(
      'select invoice_id, count(*)::int as notices, min(open_cents) as open_cents from dunning_notice_items where invoice_id = any($1::int[]) group by invoice_id',
      [invoices.map((invoice: { id: number }) => invoice.id)],
    );
    // Every invoice once; the one paid meanwhile only if the run came first, for what was open then.
    expect(items.every((item: { notices: number }) => item.notices === 1)).toBe(true);
    expect(items.filter((item: { invoice_id: number }) => item.invoice_id !== paid.id)).toHaveLength(5);
    const paidItem = items.find((item: { invoice_id: number }) => item.invoice_id === paid.id);
    if (paidItem) expect(paidItem.open_cents).toBe(paid.gross_cents);
    const { rows: mails } = await database.query(
      `select count(*)::int as n from outbox_mails where kind = 'dunning_notice' and document_id in (select notice_id from dunning_notice_items where invoice_id = any($1::int[]))`,
      [invoices.map((invoice: { id: number }) => invoice.id)],
    );
    expect(mails[0].n).toBe(items.length);
  }, 90_000);

  it('grants no more flue gas connections than the fair allows, with requests racing across both processes', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const registration = await buildRegistration(factories, { event: await buildEvent(factories, { hasFireplaceConnections: true, fireplaceMaxConnections: 2 }) });
    const tokens = await Promise.all(
      [a, b].map(async (p) => {
        const login = await fetch(`${p.url}/fe/login_check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: registration.contact.email, password: registration.contact.password }),
        });
        return ((await login.json()) as { token: string }).token;
      }),
    );
    const connection = { deviceName: 'Kaminofen Aura 7', ovenType: 'stove', fuel: 'split_logs', maxPowerKw: 7.5, dischargePressurePa: 12, guidelinesAccepted: true };
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const response = await fetch(`${[a, b][i % 2]!.url}/fe/rest/fireplace/${registration.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
          body: JSON.stringify(connection),
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    const { rows } = await database.query('select count(*)::int as n from fireplace_connections where registration_id = $1', [registration.id]);
    expect(rows[0].n).toBe(2);
  }, 60_000);

  it('holds each of 50 stands for exactly one of 200 visitors racing for them across both processes', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const event = await buildEvent(factories, { standConfigs: [{ standType: 'inline' }, { standType: 'corner' }] });
    // Five double rows of five stands: 50 stands, each wanted by four visitors at the same moment.
    const hall = await buildHallPlan(factories, { eventId: event.id, geometry: gridHall({ rows: 5, perRow: 5 }) });
    const numbers = hall.geometry.stands.map((stand) => stand.number);
    await until(async () => ((await fetch(`${b.url}/pub/event/${event.id}/plan`).then((r) => r.json())) as { halls: unknown[] }).halls.length === 1);
    const heldIn = async (p: ServerProcess) => ((await fetch(`${p.url}/pub/event/${event.id}/plan/states`).then((r) => r.json())) as { states: { state: string }[] }).states.filter((row) => row.state === 'held').length;
    // Each process keeps the states it answered; the other's holds must reach it through the database.
    expect([await heldIn(a), await heldIn(b)]).toEqual([0, 0]);
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const response = await fetch(`${[a, b][i % 2]!.url}/pub/event/${event.id}/stand-hold`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ hallId: hall.id, stand: numbers[i % 50] }),
        });
        return { status: response.status, stand: numbers[i % 50] };
      }),
    );
    const won = results.filter((result) => result.status === 200);
    expect(won).toHaveLength(50);
    expect(new Set(won.map((result) => result.stand)).size).toBe(50);
    expect(results.filter((result) => result.status === 409)).toHaveLength(150);
    const { rows } = await database.query("select count(*)::int as n, count(distinct hold_token_hash)::int as visitors from stand_sales where event_id = $1 and state = 'held'", [event.id]);
    expect(rows[0]).toEqual({ n: 50, visitors: 50 });
    await until(async () => (await heldIn(a)) === 50 && (await heldIn(b)) === 50);
  }, 90_000);

  it('delivers every mail when a process dies while sending, duplicates only as the same message', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    // Wait until the mails of the orders above are out, so what follows counts only the mails queued here.
    // The waits are for delivery, not a speed limit: generous, because CI's two cores may be busy beside it.
    await until(async () => (await database.query(`select count(*)::int as n from outbox_mails where state <> 'sent'`)).rows[0].n === 0, 45_000, 100);
    smtp.received.length = 0;
    // B sleeps; A claims the mails and dies after two of them.
    process.kill(b.pid, 'SIGSTOP');
    const recipients = Array.from({ length: 16 }, (_, i) => `kunde${i}@example.com`);
    await database.query(
      `insert into outbox_mails (kind, recipient, lang, subject, text, html)
       select 'test', r, 'de', 'Test ' || r, 'Text', '<p>Text</p>' from unnest($1::text[]) r`,
      [recipients],
    );
    await until(() => smtp.received.length >= 2, 45_000);
    await a.stop('SIGKILL');
    process.kill(b.pid, 'SIGCONT');

    const unsent = async () => (await database.query(`select count(*)::int as n from outbox_mails where kind = 'test' and state <> 'sent'`)).rows[0].n;
    await until(async () => (await unsent()) === 0, 45_000, 100);
    expect(recipients.filter((to) => !smtp.received.some((m) => m.to === to))).toEqual([]);
    // A mail the server accepted just before A died may come again, always as the same message.
    for (const to of recipients) {
      const copies = smtp.received.filter((m) => m.to === to);
      expect(new Set(copies.map((m) => m.messageId)).size).toBe(1);
      expect(copies.length).toBeLessThanOrEqual(2);
    }
    expect(b.alive()).toBe(true);
  }, 150_000);
});
