import { randomBytes } from 'node:crypto';
import { centsToAmount, standPriceLines, sumLines, type AdminEventDetailAnswer } from '@messeportal/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test/paths.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { buildEvent, buildStaff, flat, perQm, STAFF_PASSWORD } from '../../../test/factories/index.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { installOnce } from '../../installation/installation.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
/** How soon every process must price with a changed catalogue (DESIGN: caches invalidated within 2 s). */
const DEADLINE_MS = 2_000;
const POLL_MS = 100;

const json = (url: string, init: { method?: string; body?: object; token?: string } = {}) =>
  fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token && { authorization: `Bearer ${init.token}` }) },
    body: init.body && JSON.stringify(init.body),
  });

// A price an admin changes through one API process is what the configurator of another process answers with,
// within the deadline, although that process had the catalogue cached (NOTIFY of migration 0014). PostgreSQL
// only: PGlite belongs to one process.
describe.runIf(serverUrl)('a catalogue change reaches another API process', () => {
  const name = `mp_catalogue_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  let processes: ServerProcess[] = [];
  let fair: { id: number; staffEmail: string };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const env = { DATABASE_URL: withDatabase(serverUrl!, name), DEMO: 'false' };
    // A fair with a corner stand priced by two rules, and an admin, on a database without demo data.
    const database = openDatabase({ databaseUrl: env.DATABASE_URL });
    await database.migrate();
    await installOnce(database.db, { demo: false });
    const event = await buildEvent(database, { standConfigs: [{ standType: 'corner', qmMin: 12, qmMax: 200, priceRules: [perQm(11_900), flat(25_000)] }] });
    const staff = await buildStaff(database, { role: 'admin' });
    fair = { id: event.id, staffEmail: staff.email };
    await database.close();
    processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all(processes.map((p) => p.ready()));
  }, 150_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('prices a stand on process 2 with the price rule staff changed on process 1', async () => {
    const [one, two] = processes as [ServerProcess, ServerProcess];
    const login = await json(`${one.url}/be/login_check`, { method: 'POST', body: { username: fair.staffEmail, password: STAFF_PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const { standConfigs } = (await (await json(`${one.url}/be/admin/event/${fair.id}`, { token })).json()) as AdminEventDetailAnswer;
    const corner = standConfigs.find((config) => config.standType === 'corner')!;
    const calculate = async () => {
      const response = await json(`${two.url}/pub/calculate_configurator`, { method: 'POST', body: { eventId: fair.id, standConfigId: corner.id, qm: 48 } });
      return ((await response.json()) as { total: number }).total;
    };
    const before = await calculate(); // process 2 has the catalogue cached from here on

    const priceRules = corner.priceRules.map(({ id: _id, sort: _sort, ...rule }, i) => (i === 0 ? { ...rule, priceSingle: rule.priceSingle + 1_234 } : rule));
    const expected = centsToAmount(sumLines(standPriceLines(priceRules, 48, 'de')));
    expect(expected).not.toBe(before);
    const { id: _id, eventId: _eventId, ...fields } = corner;
    const saved = await json(`${one.url}/be/admin/stand_config/${corner.id}`, { method: 'PUT', token, body: { ...fields, priceRules } });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const deadline = Date.now() + DEADLINE_MS;
    let total = await calculate();
    while (total !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      total = await calculate();
    }
    expect(total).toBe(expected);
  }, 60_000);
});
