import { configurationSchema } from '@messeportal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, files, registrations } from '../db/schema.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildImageFile, buildRegistration } from '../../../test/factories/index.ts';
import { buildOrderableEvent, newExhibitorOrder } from '../../../test/new-exhibitor-order.ts';
import { configurationFileIssues, keepConfigurationFiles } from '../../selling/offers/configuration-files.ts';
import { makeJpeg, makePdf, makePng } from '../../../test/upload-fixtures.ts';

type Headers = Record<string, string>;
const UNKNOWN = 'This file was not found. Please upload it again.';

// Issue 14 (security review): a file named in an offer, an order or a brand is the caller's own fresh upload of a
// kind that fits, and file ids cannot be guessed from one's own.
describe.each(engines)('files named in offers, orders and brands (%s)', (engine) => {
  let t: TestApp;
  let demo: Headers;
  let order: ReturnType<typeof newExhibitorOrder>;
  let png: Buffer;
  let registrationId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const catalogue = await buildOrderableEvent(t.app);
    const exhibitor = await buildRegistration(t.app, { event: { id: catalogue.eventId } });
    [demo, png] = await Promise.all([loginAs(t.app, exhibitor.contact.email, 'fe', exhibitor.contact.password), makePng()]);
    order = newExhibitorOrder(catalogue, 'eva@holzwerk.example');
    registrationId = exhibitor.id;
  });
  afterAll(() => t.close());

  const upload = async (name: string, data: Buffer, kind: string, headers: Headers = {}) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    const response = await t.app.inject({ method: 'POST', url: `/pub/file/upload/temp?kind=${kind}`, payload: form, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };
  const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url: `${url}?lang=en-US`, payload, headers });
  const withLogo = (id: number, extra: object = {}) => ({ ...order, ...extra, brands: [{ ...order.brands[0], fileLogoNew: { id } }] });
  const fileCount = async () => (await t.database.db.select({ n: count() }).from(files))[0]!.n;
  const registrationCount = async () => (await t.database.db.select({ n: count() }).from(registrations))[0]!.n;

  it('gives uploads random ids beyond a counter’s reach, which still fetch their file', async () => {
    const ids = [await upload('a.png', png, 'images'), await upload('b.png', png, 'images')];
    for (const id of ids) {
      expect(id).toBeGreaterThan(2 ** 31);
      expect(Number.isSafeInteger(id)).toBe(true);
      expect((await t.app.inject({ url: `/pub/file/${id}` })).statusCode).toBe(200);
    }
    expect(Math.abs(ids[1]! - ids[0]!)).toBeGreaterThan(1_000);
    expect((await t.app.inject({ url: '/pub/file/90071992547409930' })).statusCode).toBe(404);
  });

  it('refuses another company’s private stand plan as a logo in an anonymous order, which leaves the plan its owner’s', async () => {
    const plan = await upload('Standskizze.pdf', makePdf(), 'floorPlan', demo);
    const registrations = await registrationCount();
    const refused = await post('/pub/order', withLogo(plan));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ property: 'brands.0.fileLogoNew', message: UNKNOWN }]);
    expect(await registrationCount()).toBe(registrations);

    const saved = await post(`/fe/rest/orderbook/${registrationId}/floorplan`, { file: plan }, demo);
    expect(saved.statusCode, saved.body).toBe(200);
    // The owner replaces it: the old plan goes, which a brand naming it would have blocked.
    const replaced = await post(`/fe/rest/orderbook/${registrationId}/floorplan`, { file: await upload('neu.png', png, 'floorPlan', demo) }, demo);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await t.database.db.select().from(files).where(eq(files.id, plan))).length).toBe(0);
  });

  it('refuses a logo that something else keeps, in an offer, an order and a brand, and stores nothing', async () => {
    // A kept image: one of the catalogue's, or any upload that an offer or brand already names.
    const { id: logo } = await buildImageFile(t.app);
    const stored = await fileCount();
    for (const url of ['/pub/save_configurator', '/pub/order']) {
      const refused = await post(url, withLogo(logo));
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().errors).toEqual([{ property: 'brands.0.fileLogoNew', message: UNKNOWN }]);
    }
    const brand = await post('/fe/brand/0', { name: 'Fremdlogo', productgroupsIds: [order.brands[0]!.productgroupsIds[0]], logo }, demo);
    expect(brand.statusCode).toBe(400);
    expect(brand.json().errors).toEqual([{ property: 'logo', message: UNKNOWN }]);
    expect(await fileCount()).toBe(stored);
  });

  it('lets only one of two saves that checked the same fresh upload keep it', async () => {
    const logo = await upload('logo.png', png, 'images');
    const configuration = configurationSchema.parse(withLogo(logo));
    // Both saves found it fresh; the first keeps it, the second is refused when it comes to keep it.
    expect(await configurationFileIssues(t.database.db, configuration)).toEqual([]);
    await t.database.db.transaction((tx) => keepConfigurationFiles(tx, configuration));
    const second = t.database.db.transaction((tx) => keepConfigurationFiles(tx, configuration));
    await expect(second).rejects.toMatchObject({ statusCode: 400, fields: [{ property: 'brands.0.fileLogoNew', code: 'brandFileUnknown' }] });
  });

  it('refuses an upload that breaks the logo or key image rule', async () => {
    const narrow = await upload('schmal.jpg', await makeJpeg(640, 480), 'images');
    const refused = await post('/pub/save_configurator', { ...order, brands: [{ ...order.brands[0], fileMotifNew: { id: narrow } }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ property: 'brands.0.fileMotifNew', message: expect.stringContaining('Key image: JPG, at least 800') }]);
  });

  it('stores a file’s address as the server builds it, never one a client sends', async () => {
    const logo = await upload('logo.png', png, 'images');
    const sent = { ...order, brands: [{ ...order.brands[0], fileLogoNew: { id: logo, uri: 'javascript:alert(1)', origName: 'logo.png', isImage: true } }] };
    const saved = await post('/pub/save_configurator', sent);
    expect(saved.statusCode, saved.body).toBe(200);
    const offer = (await t.app.inject({ url: `/pub/offer/${saved.json().offer.uuid}` })).json().offer;
    expect(offer.data.brands[0].fileLogoNew).toEqual({ id: logo, uri: `/pub/file/${logo}`, origName: 'logo.png', isImage: true });
  });

  it('keeps the logo of a saved offer through later saves and its order', async () => {
    const logo = await upload('logo.png', png, 'images');
    const first = await post('/pub/save_configurator', withLogo(logo));
    expect(first.statusCode, first.body).toBe(200);
    const { uuid } = first.json().offer as { uuid: string };
    expect((await post('/pub/save_configurator', withLogo(logo, { uuid }))).statusCode).toBe(200);
    // A second offer cannot take the first one's logo.
    expect((await post('/pub/save_configurator', withLogo(logo))).statusCode).toBe(400);

    const ordered = await post('/pub/order', withLogo(logo, { uuid, personal: { ...order.personal, contact: { ...order.personal.contact, email: 'logo@holzwerk.example' }, company: { ...order.personal.company, email: 'firma.logo@holzwerk.example' } } }));
    expect(ordered.statusCode, ordered.body).toBe(200);
    const [brand] = await t.database.db.select({ logo: brands.logoFileId }).from(brands).where(eq(brands.logoFileId, logo));
    expect(brand?.logo).toBe(logo);
  });
});
