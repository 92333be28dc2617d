import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, files, registrations } from '../../platform/db/schema.ts';
import { buildRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';
import { insertTempFile } from '../../platform/files/repo.ts';
import { makePdf, makePng } from '../../../test/upload-fixtures.ts';

const MB = 1_048_576;
type Headers = Record<string, string>;
interface ErrorAnswer {
  errors: { property: string; message: string }[];
}

describe.each(engines)('the stand plan of a registration (%s)', (engine) => {
  let t: TestApp;
  let demo: Headers;
  let other: Headers;
  let registrationId: number;
  let otherRegistrationId: number;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // Two companies, each registered for a fair of its own.
    const own = await buildRegistration(t.app);
    const theirs = await buildRegistration(t.app);
    [demo, other, png] = await Promise.all([
      loginAs(t.app, own.contact.email, 'fe', own.contact.password),
      loginAs(t.app, theirs.contact.email, 'fe', theirs.contact.password),
      makePng(),
    ]);
    registrationId = own.id;
    otherRegistrationId = theirs.id;
  });
  afterAll(() => t.close());

  const upload = (name: string, data: Buffer, headers: Headers = demo) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    return t.app.inject({ method: 'POST', url: '/pub/file/upload/temp?kind=floorPlan&lang=en-US', payload: form, headers });
  };
  const uploadId = async (name: string, data: Buffer, headers: Headers = demo) => {
    const response = await upload(name, data, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };
  const attach = (file: number | null, headers: Headers = demo, id = registrationId) =>
    t.app.inject({ method: 'POST', url: `/fe/rest/orderbook/${id}/floorplan?lang=en-US`, headers, payload: { file } });
  const download = (headers: Headers = demo, id = registrationId) =>
    t.app.inject({ url: `/fe/rest/orderbook/${id}/floorplan?lang=en-US`, headers });
  const bookletPlan = async () => (await t.app.inject({ url: `/fe/rest/orderbook/${registrationId}`, headers: demo })).json().floorPlan;
  const planFileId = async (id = registrationId) =>
    (await t.database.db.select({ fileId: registrations.floorPlanFileId }).from(registrations).where(eq(registrations.id, id)))[0]!.fileId;
  const ownCompanyId = async () =>
    (await t.database.db.select({ companyId: registrations.companyId }).from(registrations).where(eq(registrations.id, registrationId)))[0]!.companyId;
  const fileExists = async (id: number) => (await t.database.db.select({ n: count() }).from(files).where(eq(files.id, id)))[0]!.n === 1;
  const errorsOf = (response: { json(): unknown }) => (response.json() as ErrorAnswer).errors;

  it('uploads a PNG privately, keeps it as the plan, lists it in the booklet and downloads it as an attachment', async () => {
    const uploaded = await upload('Standskizze Halle 4.png', png);
    // Private: no public uri; measured like every image.
    expect(uploaded.json()).toEqual({ id: expect.any(Number), origName: 'Standskizze Halle 4.png', isImage: true, width: 400, height: 300 });
    const fileId = uploaded.json().id as number;
    expect((await t.app.inject({ url: `/pub/file/${fileId}` })).statusCode).toBe(404);

    const saved = await attach(fileId);
    expect(saved.statusCode, saved.body).toBe(200);
    const floorPlan = { name: 'Standskizze Halle 4.png', contentType: 'image/png', size: png.length, uploadedAt: expect.any(String) };
    expect(saved.json()).toEqual({ success: true, floorPlan });
    expect(await bookletPlan()).toEqual(floorPlan);
    expect((await t.database.db.select({ isTemp: files.isTemp }).from(files).where(eq(files.id, fileId)))[0]).toEqual({ isTemp: false });

    const served = await download();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="Standskizze Halle 4.png"; filename*=UTF-8''Standskizze%20Halle%204.png`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ url: `/pub/file/${fileId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/pub/file/${fileId}/thumb` })).statusCode).toBe(404);
  });

  it('replaces the plan with a PDF and deletes the one it replaced', async () => {
    const previous = (await planFileId())!;
    const pdf = makePdf();
    const saved = await attach(await uploadId('Plan.pdf', pdf));
    expect(saved.json().floorPlan).toMatchObject({ name: 'Plan.pdf', contentType: 'application/pdf', size: pdf.length });
    expect(await fileExists(previous)).toBe(false);
    const served = await download();
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a file of another type, a file over 5 MB and an anonymous upload, storing nothing', async () => {
    const stored = async () => (await t.database.db.select({ n: count() }).from(files))[0]!.n;
    const before = await stored();
    const text = await upload('plan.pdf', Buffer.from('Steckdose links, Wasser hinten rechts\n'));
    expect(text.statusCode).toBe(415);
    expect(errorsOf(text)).toEqual([{ property: 'file', message: 'Upload failed (file type not allowed: allowed are PDF, JPG, JPEG, PNG)' }]);
    const big = await upload('plan.png', Buffer.concat([png, Buffer.alloc(5 * MB)]));
    expect(big.statusCode).toBe(413);
    expect(errorsOf(big)).toEqual([{ property: 'file', message: 'Upload failed (max. 5 MB)' }]);
    expect((await upload('plan.png', png, {})).statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('takes only a fresh upload of the company in a stand plan type, and leaves the plan as it was otherwise', async () => {
    const plan = await planFileId();
    const publicForm = new FormData();
    publicForm.append('file', new Blob([new Uint8Array(png)]), 'logo.png');
    const publicUpload = await t.app.inject({ method: 'POST', url: '/pub/file/upload/temp?kind=images', payload: publicForm, headers: demo });
    const otherUpload = await uploadId('fremd.png', png, other);
    for (const fileId of [publicUpload.json().id, otherUpload, plan! + 10_000]) {
      const refused = await attach(fileId);
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused)).toEqual([{ property: 'file', message: 'This file was not found. Please upload the stand plan again.' }]);
    }
    const word = { origName: 'plan.doc', mimeType: 'application/msword', size: 10, isImage: false, width: null, height: null, thumb: null };
    const kept = await insertTempFile(t.database.db, { ...word, data: Buffer.alloc(10), ownerCompanyId: await ownCompanyId() });
    const wrongType = await attach(kept.id);
    expect(wrongType.statusCode).toBe(400);
    expect(errorsOf(wrongType)).toEqual([{ property: 'file', message: 'The stand plan must be a PDF, JPG or PNG file of at most 5 MB.' }]);
    expect(await planFileId()).toBe(plan);
    expect((await attach('12' as never)).statusCode).toBe(400);
  });

  it('is private to the company: another company neither changes nor downloads it', async () => {
    const plan = await planFileId();
    const theirs = await uploadId('fremd.png', png, other);
    const foreign = await attach(theirs, other);
    expect(foreign.statusCode).toBe(404);
    expect(errorsOf(foreign)).toEqual([{ property: 'id', message: 'This registration does not exist.' }]);
    expect((await attach(null, other)).statusCode).toBe(404);
    expect((await attach(theirs, other, 999_999)).statusCode).toBe(404);
    expect(await planFileId()).toBe(plan);
    expect((await download(other)).statusCode).toBe(404);
    expect((await download({})).statusCode).toBe(401);

    expect((await attach(theirs, other, otherRegistrationId)).statusCode).toBe(200);
    expect((await download(demo, otherRegistrationId)).statusCode).toBe(404);
    expect((await download(other, otherRegistrationId)).rawPayload.equals(png)).toBe(true);
  });

  it('removes the plan and its file', async () => {
    const plan = (await planFileId())!;
    const removed = await attach(null);
    expect(removed.json()).toEqual({ success: true, floorPlan: null });
    expect(await planFileId()).toBeNull();
    expect(await fileExists(plan)).toBe(false);
    expect(await bookletPlan()).toBeNull();
    const missing = await download();
    expect(missing.statusCode).toBe(404);
    expect(errorsOf(missing)).toEqual([{ property: 'id', message: 'No stand plan has been uploaded for this registration.' }]);
  });

  it('is read-only after the tech deadline, and still downloads', async () => {
    expect((await attach(await uploadId('plan.png', png))).statusCode).toBe(200);
    const plan = await planFileId();
    const [registration] = await t.database.db.select().from(registrations).where(eq(registrations.id, registrationId));
    await t.database.db.update(events).set({ techEndsAt: new Date(Date.now() - 1000) }).where(eq(events.id, registration!.eventId));
    t.app.eventCatalog.invalidate();
    const fresh = await uploadId('neu.png', png);
    for (const file of [fresh, null]) {
      const refused = await attach(file);
      expect(refused.statusCode).toBe(409);
      expect(errorsOf(refused)).toEqual([{ property: '', message: 'The functions are currently not available for this event.' }]);
    }
    expect(await planFileId()).toBe(plan);
    expect((await download()).statusCode).toBe(200);
  });
});
