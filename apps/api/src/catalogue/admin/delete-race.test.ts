import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test/paths.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { buildBookletItem, buildEvent, buildRegistration, buildStaff, buildStandType, CONTACT_PASSWORD, type FactoryTarget } from '../../../test/factories/index.ts';
import { buildOrderableEvent, newExhibitorOrder, type Catalogue } from '../../../test/new-exhibitor-order.ts';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { orderBookItems, orderPositions, productGroups } from '../../platform/db/schema.ts';
import { installOnce } from '../../installation/installation.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
/** Races per kind: each pits a deletion against the writes that name the row, both orders of arrival and the overlap between. */
const ROUNDS = 8;

interface Answer {
  status: number;
  body: { errors?: { property: string; message: string }[] } | null;
}

// Staff delete a booklet item, stand type or product group through one API process while exhibitors, or staff at
// the desk, write something naming it through the other. Whoever comes second gets the translated answer it gets
// one after the other: the deletion a 409 (in use), the write a 400 or 422 (not offered). Never a 500, never a
// binding order naming a row that is gone. PostgreSQL only: PGlite has one connection, so nothing overlaps.
describe.runIf(serverUrl)('deleting catalogue rows while two API processes write what names them', () => {
  const name = `mp_delete_race_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  let database: Database;
  let target: FactoryTarget;
  let processes: [ServerProcess, ServerProcess];
  let staffToken: string;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const env = { DATABASE_URL: withDatabase(serverUrl!, name), DEMO: 'false', ORDER_LIMIT_PER_ADDRESS: '1000' };
    database = openDatabase({ databaseUrl: env.DATABASE_URL });
    await database.migrate();
    await installOnce(database.db, { demo: false });
    target = { db: database.db };
    const staff = await buildStaff(target, { role: 'admin' });
    processes = [await startServerProcess(env), await startServerProcess(env)];
    await Promise.all(processes.map((p) => p.ready()));
    staffToken = await login(processes[0], '/be/login_check', staff.email, staff.password!);
  }, 150_000);

  afterAll(async () => {
    await Promise.all((processes ?? []).map((p) => p.stop('SIGKILL')));
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  async function call(p: ServerProcess, method: string, path: string, token?: string, body?: object): Promise<Answer> {
    const response = await fetch(`${p.url}${path}`, {
      method,
      headers: { ...(body && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
      body: body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Answer['body'] };
  }

  async function login(p: ServerProcess, path: string, username: string, password: string): Promise<string> {
    const answer = await call(p, 'POST', path, undefined, { username, password });
    expect(answer.status).toBe(200);
    return (answer.body as unknown as { token: string }).token;
  }

  /** The writes on one process and the deletion on the other, started a few milliseconds apart (which one first varies). */
  async function race(round: number, writes: ((p: ServerProcess) => Promise<Answer>)[], deletePath: string) {
    const [writer, deleter] = round % 2 === 0 ? processes : [processes[1], processes[0]];
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const lead = (round * 7) % 40;
    const [deletion, ...written] = await Promise.all([
      pause(lead).then(() => call(deleter, 'DELETE', `${deletePath}?lang=en-US`, staffToken)),
      ...writes.map((write) => write(writer)),
    ]);
    const all = [deletion!, ...written];
    expect(all.filter((answer) => answer.status >= 500), JSON.stringify(all)).toEqual([]);
    expect([200, 409]).toContain(deletion!.status);
    return { deletion: deletion!, written };
  }

  /** Fresh exhibitors' orders of the catalogue, the booklet item `extra` booked as well when given. */
  const orders = (catalogue: Catalogue, round: number, extra?: number) =>
    [0, 1, 2].map((i) => (p: ServerProcess) => {
      const order = newExhibitorOrder(catalogue, `race.${round}.${i}.${randomBytes(3).toString('hex')}@holzwerk.example`);
      if (extra) order.orderBooks.push({ id: extra, amount: 1 });
      return call(p, 'POST', '/pub/order?lang=en-US', undefined, order);
    });

  /** Deleted: no order went through naming it; in use: one did. */
  function expectOneSide({ deletion, written }: Awaited<ReturnType<typeof race>>, refusedWith: string) {
    for (const answer of written) expect([200, 400]).toContain(answer.status);
    if (deletion.status === 200) {
      expect(written.every((answer) => answer.status === 400 && answer.body!.errors!.some((e) => e.property === refusedWith))).toBe(true);
    } else expect(written.some((answer) => answer.status === 200)).toBe(true);
  }

  it('binding orders and the deletion of a booklet item, stand type or product group they name', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const item = await buildOrderableEvent(target);
      const rigging = await buildBookletItem(target, item.eventId);
      expectOneSide(await race(round, orders(item, round, rigging.id), `/be/admin/booklet_item/${rigging.id}`), `orderbook_${rigging.id}`);
      const stand = await buildOrderableEvent(target);
      expectOneSide(await race(round, orders(stand, round), `/be/admin/stand_config/${stand.cornerId}`), 'standConfigId');
      const group = await buildOrderableEvent(target);
      expectOneSide(await race(round, orders(group, round), `/be/admin/product_group/${group.productGroupId}`), 'brands.0.productgroupsIds');
    }
    const dangling = await database.db
      .select({ id: orderPositions.id })
      .from(orderPositions)
      .leftJoin(orderBookItems, eq(orderBookItems.id, orderPositions.itemId))
      .where(and(eq(orderPositions.kind, 'service'), isNull(orderBookItems.id)));
    expect(dangling).toEqual([]);
  }, 120_000);

  it("an exhibitor's booklet value and the deletion of its item; a brand's product group and its deletion", async () => {
    const event = await buildEvent(target);
    const registration = await buildRegistration(target, { event });
    const token = await login(processes[0], '/fe/login_check', registration.contact.email, CONTACT_PASSWORD);
    for (let round = 0; round < ROUNDS; round++) {
      const item = await buildBookletItem(target, event.id);
      // Both processes have the booklet read, as exhibitors' pages had it, before it changes.
      for (const p of processes) expect((await call(p, 'GET', `/fe/rest/orderbook/${registration.id}`, token)).status).toBe(200);
      const save = (p: ServerProcess) => call(p, 'POST', `/fe/rest/orderbook/${registration.id}?tab=0&lang=en-US`, token, { orderBooks: [{ id: item.id, amount: 2 }] });
      const booklet = await race(round, [save], `/be/admin/booklet_item/${item.id}`);
      expect(booklet.written[0]!.status).toBe(booklet.deletion.status === 200 ? 400 : 200);

      const [group] = await database.db.insert(productGroups).values({ eventId: event.id, nameDe: `Gruppe ${round}`, nameEn: `Group ${round}`, sort: round }).returning();
      const brand = (p: ServerProcess) => call(p, 'POST', '/fe/brand/0?lang=en-US', token, { name: `Marke ${round}`, productgroupsIds: [group!.id] });
      const branded = await race(round, [brand], `/be/admin/product_group/${group!.id}`);
      expect(branded.written[0]!.status).toBe(branded.deletion.status === 200 ? 400 : 200);
    }
  }, 120_000);

  it('a stand type change at the desk and the deletion of the new type', async () => {
    const event = await buildEvent(target);
    const registration = await buildRegistration(target, { event });
    for (let round = 0; round < ROUNDS; round++) {
      const corner = await buildStandType(target, event.id, { standType: 'corner' });
      for (const p of processes) expect((await call(p, 'GET', `/pub/event/${event.id}`)).status).toBe(200);
      const change = (p: ServerProcess) => call(p, 'PUT', `/be/registration/${registration.id}/stand_type?lang=en-US`, staffToken, { standConfigId: corner.id, standSize: 20 });
      const changed = await race(round, [change], `/be/admin/stand_config/${corner.id}`);
      expect(changed.written[0]!.status).toBe(changed.deletion.status === 200 ? 422 : 200);
    }
  }, 120_000);
});
