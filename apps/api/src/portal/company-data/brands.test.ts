import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProductGroups, brands, files } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { makePdf } from '../../../test/upload-fixtures.ts';
import { errorsOf, openCompanyDataContext, type CompanyDataContext } from '../../../test/company-data-context.ts';

/** Real image bytes, made by sharp. */
const MB = 1_048_576;
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } }).jpeg().toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();

describe.each(engines)('the exhibitor edits brands (%s)', (engine) => {
  let c: CompanyDataContext;
  beforeAll(async () => {
    c = await openCompanyDataContext(engine);
  });
  afterAll(() => c.close());

  describe('POST and DELETE /fe/brand/{id}', () => {
    const brand = (extra: object = {}) => ({ name: 'Muster Outdoor', internet: 'muster-outdoor.example', productgroupsIds: [c.groups.kitchen[0]], ...extra });

    it('refuses a key image narrower than 800 px or not a JPG, and a logo over 2 MB, with the portal messages', async () => {
      const narrow = await c.upload('motif.jpg', await jpeg(600, 400), 'images');
      const asPng = await c.upload('motif.png', await png(1200, 700), 'images');
      const bigLogo = await c.upload('logo.pdf', Buffer.concat([makePdf(), Buffer.alloc(3 * MB, 0x20)]), 'media');
      const count = (await c.db.select().from(brands)).length;

      const en = await c.call('POST', '/fe/brand/0?lang=en-US', c.demo, brand({ motif: narrow, logo: bigLogo }));
      expect(en.statusCode).toBe(400);
      expect(errorsOf(en)).toEqual([
        { property: 'logo', message: 'Logo: JPG, PNG, EPS or PDF, max. 2 MB.' },
        { property: 'motif', message: 'Key image: JPG, at least 800 x 440 pixels. Single image, no collage or text, max. 2 MB.' },
      ]);
      const de = await c.call('POST', '/fe/brand/0', c.demo, brand({ motif: asPng }));
      expect(errorsOf(de)).toEqual([
        { property: 'motif', message: 'Key Visual: JPG, mindestens 800 x 400 Pixel. Einzelbild, keine Collage und kein Text, max. 2 MB.' },
      ]);
      expect((await c.db.select().from(brands)).length).toBe(count);
      const kept = await c.db.select({ isTemp: files.isTemp }).from(files).where(eq(files.id, narrow));
      expect(kept).toEqual([{ isTemp: true }]);
    });

    it('creates a brand with a 1000 px JPG key image and a PNG logo, keeps the files, and marks the free five', async () => {
      const motif = await c.upload('motif.jpg', await jpeg(1000, 560), 'images');
      const logo = await c.upload('logo.png', await png(300, 120), 'media');
      const response = await c.call('POST', '/fe/brand/0', c.demo, brand({ motif, logo }));
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(answer).toMatchObject({
        success: true,
        brand: { name: 'Muster Outdoor', internet: 'https://muster-outdoor.example', logo, motif, logoUrl: `/pub/file/${logo}`, isFree: true },
        warnings: [],
      });
      expect(answer.brand.contact).toBe(c.ids.demoContact);
      const stored = await c.db.select({ isTemp: files.isTemp }).from(files).where(eq(files.id, motif));
      expect(stored).toEqual([{ isTemp: false }]);

      // The company has 3 brands now; three more make six, and the sixth is not free.
      for (const name of ['Vier', 'Fünf', 'Sechs']) {
        const more = await c.call('POST', '/fe/brand/0', c.technik, brand({ name }));
        expect(more.json().brand.isFree).toBe(name !== 'Sechs');
      }
      const list = (await c.call('GET', '/fe/brands', c.demo)).json().brands as { name: string; isFree: boolean }[];
      expect(list.map((b) => b.isFree)).toEqual([true, true, true, true, true, false]);
      const global = (await c.call('GET', '/fe/globaldata', c.demo)).json().brands as { isFree: boolean }[];
      expect(global.map((b) => b.isFree)).toEqual([true, true, true, true, true, false]);

      // Saving again with the same files needs no new upload; null removes a file.
      const edited = await c.call('POST', `/fe/brand/${answer.brand.id}`, c.demo, brand({ motif, logo: null, productgroupsIds: c.groups.kitchen.slice(0, 2) }));
      expect(edited.json().brand).toMatchObject({ motif, logo: null, logoUrl: null, productgroupsIds: c.groups.kitchen.slice(0, 2) });

      const removed = await c.call('DELETE', `/fe/brand/${answer.brand.id}`, c.demo);
      expect(removed.json()).toEqual({ success: true, id: answer.brand.id });
      expect(await c.db.select().from(brandProductGroups).where(eq(brandProductGroups.brandId, answer.brand.id))).toEqual([]);
    });

    it('needs a name and a product group of the own events, and warns when the first brand is not the company name', async () => {
      const bad = await c.call('POST', '/fe/brand/0?lang=en-US', c.demo, { name: '', productgroupsIds: [] });
      expect(errorsOf(bad)).toEqual([
        { property: 'name', message: 'This field must be filled in.' },
        { property: 'productgroupsIds', message: 'Please choose at least one product group.' },
      ]);
      const foreignGroup = await c.call('POST', '/fe/brand/0?lang=en-US', c.demo, brand({ productgroupsIds: [c.groups.fireplace[0]] }));
      expect(errorsOf(foreignGroup)).toEqual([
        { property: 'productgroupsIds', message: 'Please choose product groups of the events your company is registered for.' },
      ]);
      const otherLogo = (await c.db.select().from(brands).where(eq(brands.companyId, c.ids.nordlicht)))[0]!.logoFileId!;
      const claimed = await c.call('POST', '/fe/brand/0', c.demo, brand({ logo: otherLogo }));
      expect(errorsOf(claimed)).toEqual([{ property: 'logo', message: expect.any(String) }]);

      const [first] = await c.db.select().from(brands).where(eq(brands.companyId, c.ids.muster)).orderBy(asc(brands.id));
      const renamed = await c.call('POST', `/fe/brand/${first!.id}?lang=en-US`, c.demo, brand({ name: 'Something else', logo: first!.logoFileId }));
      expect(renamed.json().warnings).toEqual([{ property: 'name', message: 'The first brand should be the company name.' }]);
      const restored = await c.call('POST', `/fe/brand/${first!.id}`, c.demo, brand({ name: c.names.musterBrand, logo: first!.logoFileId }));
      expect(restored.json().warnings).toEqual([]);
    });

    it("answers 404 for another company's brand and changes nothing", async () => {
      const [theirs] = await c.db.select().from(brands).where(eq(brands.companyId, c.ids.nordlicht));
      const saved = await c.call('POST', `/fe/brand/${theirs!.id}`, c.demo, brand({ name: 'Mine now' }));
      expect(saved.statusCode).toBe(404);
      const deleted = await c.call('DELETE', `/fe/brand/${theirs!.id}`, c.demo);
      expect(deleted.statusCode).toBe(404);
      expect((await c.db.select().from(brands).where(eq(brands.id, theirs!.id)))[0]).toEqual(theirs);
      const otherContact = await c.call('POST', '/fe/brand/0', c.demo, brand({ contact: c.ids.otherContact }));
      expect(otherContact.statusCode).toBe(404);
    });
  });
});
