import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productGroups } from '../../platform/db/schema.ts';
import { buildEvent, buildMediaGroup } from '../../../test/factories/index.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('GET /pub/config (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const config = async (lang: string) => (await t.app.inject({ url: `/pub/config?lang=${lang}` })).json();

  it('lists every reference list as { id, label } in the request language', async () => {
    const de = await config('de-DE');
    const en = await config('en-US');
    expect(de.definitions.countries).toHaveLength(38);
    expect(de.definitions.phoneCodes).toHaveLength(37);
    expect(de.definitions.countries).toContainEqual({ id: 'at', label: 'Österreich' });
    expect(en.definitions.countries).toContainEqual({ id: 'at', label: 'Austria' });
    expect(en.definitions.standTypes).toContainEqual({ id: 'corner', label: 'Corner stand (two sides open)' });
    expect(de.definitions.genders).toEqual([
      { id: 2, label: 'Herr' },
      { id: 3, label: 'Frau' },
      { id: 4, label: 'Divers' },
    ]);
    for (const key of ['units', 'langs', 'contactTypes', 'offerStates', 'documentTypes', 'documentStates']) {
      expect(en.definitions[key].length, key).toBeGreaterThan(1);
    }
    const labels = de.definitions.contactTypes.map((c: { label: string }) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    expect(en.feUiElements).toMatchObject({ uploadMaxBytes: 5 * 1048576, sizeDebounceMs: 400, freeBrands: 5 });
  });

  it('sorts countries and dialling codes by the country name in the request language', async () => {
    const names = async (lang: string, list: string) => (await config(lang)).definitions[list].map((c: { label: string }) => c.label);
    const de = await names('de-DE', 'countries');
    expect(de.slice(0, 3)).toEqual(['Australien', 'Belgien', 'Bulgarien']);
    expect(de.indexOf('Österreich')).toBe(de.indexOf('Norwegen') + 1);
    expect((await names('en-US', 'countries')).slice(0, 3)).toEqual(['Australia', 'Austria', 'Belgium']);
    expect((await names('en-US', 'phoneCodes')).slice(0, 2)).toEqual(['+61 Australia', '+43 Austria']);
    expect((await names('de-DE', 'phoneCodes')).at(-1)).toBe('+357 Zypern');
  });

  it('includes the product groups of every event and the media groups', async () => {
    const kitchen = await buildEvent(t.app, { productGroups: [{ nameDe: 'Küchenmöbel', nameEn: 'Kitchen furniture' }, { nameDe: 'Spülen', nameEn: 'Sinks' }] });
    const fireplace = await buildEvent(t.app, { productGroups: [{ nameDe: 'Kaminöfen', nameEn: 'Stoves' }] });
    const print = await buildMediaGroup(t.app, { nameDe: 'Druck', nameEn: 'Print' });
    const en = await config('en-US');
    const groups = (event: { productGroups: { id: number }[] }, labels: string[]) =>
      event.productGroups.map((group, i) => ({ id: group.id, label: labels[i], eventId: expect.any(Number) }));
    expect(en.productgroups).toEqual(expect.arrayContaining([...groups(kitchen, ['Kitchen furniture', 'Sinks']), ...groups(fireplace, ['Stoves'])]));
    expect(en.productgroups.filter((group: { eventId: number }) => group.eventId === fireplace.id)).toEqual([{ id: fireplace.productGroups[0]!.id, label: 'Stoves', eventId: fireplace.id }]);
    expect(en.mediagroups).toContainEqual({ id: print.id, label: 'Print' });
  });

  it('serves a changed list as soon as the database announces the change, without anyone invalidating the cache', async () => {
    const fair = await buildEvent(t.app);
    const before = (await config('de-DE')).productgroups.length;
    // Written past the app, as another API process would: only the database's announcement tells this one.
    await t.database.db.insert(productGroups).values({ eventId: fair.id, nameDe: 'Naturstein', nameEn: 'Natural stone' });
    await vi.waitFor(async () => expect((await config('de-DE')).productgroups).toHaveLength(before + 1));
    const after = (await config('de-DE')).productgroups;
    expect(after).toHaveLength(before + 1);
    expect(after).toContainEqual({ id: expect.any(Number), label: 'Naturstein', eventId: fair.id });
  });
});
