import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { brands, files } from '../db/schema.ts';
import { buildStaff } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';
import { deleteStaleTempFiles, insertTempFile, markFilesKept } from './repo.ts';
import * as make from '../../../test/upload-fixtures.ts';

const MB = 1_048_576;

describe.each(engines)('temporary file upload (%s)', (engine) => {
  let t: TestApp;
  let app: App;
  let jpeg: Buffer;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(engine);
    app = t.app;
    [jpeg, png] = await Promise.all([make.makeJpeg(), make.makePng()]);
  });
  afterAll(async () => {
    await t.close();
  });

  interface UploadOptions {
    kind?: string;
    lang?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  }
  function upload(name: string, data: Buffer, { kind, lang, headers, remoteAddress }: UploadOptions = {}) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'application/octet-stream' }), name);
    const query = new URLSearchParams({ ...(kind && { kind }), ...(lang && { lang }) });
    return app.inject({ method: 'POST', url: `/pub/file/upload/temp?${query}`, payload: form, headers, remoteAddress });
  }
  const storedCount = async () => (await t.database.db.select({ n: count() }).from(files))[0]!.n;
  const errorOf = (response: { json(): unknown }) => response.json() as { success: false; errors: { property: string; message: string }[] };

  it('stores a PNG as a temporary file, measured, and serves it with its type, disposition, nosniff and an 80x60 thumbnail', async () => {
    const response = await upload('C:\\Users\\anna\\Logo Küche.png', png);
    expect(response.statusCode).toBe(200);
    const file = response.json();
    expect(file).toEqual({ id: expect.any(Number), uri: `/pub/file/${file.id}`, origName: 'Logo Küche.png', isImage: true, width: 400, height: 300 });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ isTemp: true, mimeType: 'image/png', width: 400, height: 300, size: png.length });

    const served = await app.inject({ url: file.uri });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(`inline; filename="Logo K_che.png"; filename*=UTF-8''Logo%20K%C3%BCche.png`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);

    const thumb = await app.inject({ url: `${file.uri}/thumb` });
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'png', width: 80, height: 60 });
  });

  it('accepts a JPEG as an image with any case of its extension', async () => {
    const response = await upload('Stand.JPEG', jpeg, { kind: 'images' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, response.json().id));
    expect(row).toMatchObject({ mimeType: 'image/jpeg', width: 640, height: 480, isImage: true });
  });

  it('stores a photo without its camera and GPS data, turned as meant and still measured', async () => {
    const photo = await sharp(jpeg)
      .withExif({ IFD0: { Make: 'Spycam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload('Standfoto.jpg', photo);
    expect(response.statusCode).toBe(200);
    const served = await app.inject({ url: response.json().uri });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Spycam'))).toBe(false);
    expect(meta.format).toBe('jpeg');
    // Orientation 6 (turned a quarter): stored upright, so its measures swap.
    const original = await sharp(jpeg).metadata();
    expect([meta.width, meta.height]).toEqual([original.height, original.width]);
    expect(response.json()).toMatchObject({ width: original.height, height: original.width });
  });

  it('accepts exactly 5 MB, stores PDFs without thumbnail and serves them as downloads', async () => {
    const pdf = make.makePdf();
    const full = Buffer.concat([pdf, Buffer.alloc(5 * MB - pdf.length, 0x20)]);
    const response = await upload('Hallenplan.pdf', full, { kind: 'pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ origName: 'Hallenplan.pdf', isImage: false, width: null, height: null });
    const served = await app.inject({ url: response.json().uri });
    expect(served.headers['content-type']).toBe('application/pdf');
    // Not inline from the app's own origin: a PDF's scripts and forms never run beside the portal.
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="Hallenplan.pdf"/);
    expect(served.rawPayload.length).toBe(5 * MB);
    expect((await app.inject({ url: `${response.json().uri}/thumb` })).statusCode).toBe(404);
  });

  it('accepts EPS for media and Word for downloads, served as attachments', async () => {
    const eps = await upload('logo.eps', make.makeEps(), { kind: 'media' });
    expect(eps.statusCode).toBe(200);
    const servedEps = await app.inject({ url: eps.json().uri });
    expect(servedEps.headers['content-type']).toBe('application/postscript');
    expect(servedEps.headers['content-disposition']).toMatch(/^attachment; filename="logo.eps"/);

    const doc = await upload('Hinweise.doc', make.makeCompoundFile(true), { kind: 'downloads' });
    expect(doc.statusCode).toBe(200);
    const servedDoc = await app.inject({ url: doc.json().uri });
    expect(servedDoc.headers['content-type']).toBe('application/msword');
    expect(servedDoc.headers['content-disposition']).toMatch(/^attachment;/);
    expect(servedDoc.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a renamed executable with the translated reason and stores nothing', async () => {
    const before = await storedCount();
    const de = await upload('logo.png', make.makeExe());
    expect(de.statusCode).toBe(415);
    expect(errorOf(de)).toEqual({
      success: false,
      errors: [{ property: 'file', message: 'Upload fehlgeschlagen (Dateityp nicht erlaubt: erlaubt sind JPG, JPEG, PNG)' }],
    });
    const en = await upload('logo.png', make.makeExe(), { lang: 'en-US', kind: 'media' });
    expect(errorOf(en).errors[0]!.message).toBe('Upload failed (file type not allowed: allowed are JPG, JPEG, PNG, PDF, EPS)');
    expect(await storedCount()).toBe(before);
  });

  it('requires the bytes and the name to agree on a type of the kind', async () => {
    expect((await upload('plan.pdf', make.makePdf(), { kind: 'images' })).statusCode).toBe(415);
    expect((await upload('logo.pdf', png, { kind: 'media' })).statusCode).toBe(415);
    expect((await upload('logo.pdf', png)).statusCode).toBe(415);
    expect((await upload('logo', png)).statusCode).toBe(415);
    expect((await upload('setup.doc', make.makeCompoundFile(false), { kind: 'downloads' })).statusCode).toBe(415);
    expect((await upload('logo.eps', make.makeEps(), { kind: 'images' })).statusCode).toBe(415);
  });

  it('refuses a truncated image, a decompression bomb and an empty file', async () => {
    const before = await storedCount();
    const truncated = await upload('foto.jpg', jpeg.subarray(0, jpeg.length >> 1), { lang: 'en-US' });
    expect(truncated.statusCode).toBe(400);
    expect(errorOf(truncated).errors).toEqual([{ property: 'file', message: 'Upload failed (the file is damaged or incomplete)' }]);

    const bomb = make.makePngBomb();
    expect(bomb.length).toBeLessThan(5 * MB);
    const started = Date.now();
    const refused = await upload('bomb.png', bomb);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).errors[0]!.message).toBe('Upload fehlgeschlagen (das Bild ist zu groß, max. 40 Megapixel)');
    expect(Date.now() - started).toBeLessThan(5_000);

    const empty = await upload('leer.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).errors[0]!.message).toBe('Upload fehlgeschlagen (die Datei ist leer)');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file over 5 MB with 413 and stores no part of it', async () => {
    const before = await storedCount();
    const big = Buffer.concat([png, Buffer.alloc(6 * MB)]);
    const response = await upload('gross.png', big, { lang: 'en-US' });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).errors).toEqual([{ property: 'file', message: 'Upload failed (max. 5 MB)' }]);
    expect((await upload('plan.pdf', Buffer.concat([make.makePdf(), Buffer.alloc(5 * MB)]), { kind: 'pdf' })).statusCode).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 in the upload shape without a file, without multipart or with an unknown kind', async () => {
    const noFile = { success: false, errors: [{ property: 'file', message: 'Upload failed (no file was sent)' }] };
    const json = await app.inject({ method: 'POST', url: '/pub/file/upload/temp?lang=en-US', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(noFile);

    const form = new FormData();
    form.append('note', 'no file here');
    const fieldsOnly = await app.inject({ method: 'POST', url: '/pub/file/upload/temp?lang=en-US', payload: form });
    expect(fieldsOnly.statusCode).toBe(400);
    expect(fieldsOnly.json()).toEqual(noFile);

    const octets = await app.inject({
      method: 'POST',
      url: '/pub/file/upload/temp',
      payload: png,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(octets.statusCode).toBe(400);

    const kind = await upload('logo.png', png, { kind: 'video' });
    expect(kind.statusCode).toBe(400);
    expect(errorOf(kind).errors[0]!.message).toBe('Upload fehlgeschlagen (unbekannte Upload-Art)');
  });

  it('refuses a multipart body that breaks off inside the file', async () => {
    const before = await storedCount();
    const head = '--cut\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n';
    const response = await app.inject({
      method: 'POST',
      url: '/pub/file/upload/temp?lang=en-US',
      payload: Buffer.concat([Buffer.from(head), png]),
      headers: { 'content-type': 'multipart/form-data; boundary=cut' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual([{ property: 'file', message: 'Upload failed (the file is damaged or incomplete)' }]);
    expect(await storedCount()).toBe(before);
  });

  it('refuses two files in one request', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'a.png');
    form.append('file', new Blob([new Uint8Array(png)]), 'b.png');
    const before = await storedCount();
    const response = await app.inject({ method: 'POST', url: '/pub/file/upload/temp?lang=en-US', payload: form });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual([{ property: 'file', message: 'Upload failed (one file per upload only)' }]);
    expect(await storedCount()).toBe(before);
  });

  it('accepts the staff token and limits anonymous callers to 30 uploads in 10 minutes', async () => {
    const account = await buildStaff(app);
    const staff = await loginAs(app, account.email, 'be', account.password);
    const remoteAddress = '10.20.30.40';
    expect((await upload('logo.png', png, { headers: staff, remoteAddress })).statusCode).toBe(200);
    for (let i = 1; i < 30; i++) {
      expect((await upload('leer.png', Buffer.alloc(0), { remoteAddress })).statusCode).toBe(400);
    }
    const limited = await upload('logo.png', png, { remoteAddress, lang: 'en-US' });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).errors).toEqual([{ property: 'file', message: 'Too many attempts. Please try again in 10 minutes.' }]);
    expect((await upload('logo.png', png, { headers: staff, remoteAddress })).statusCode).toBe(200);
  });

  it('sweeps temporary files older than a day that nothing keeps', async () => {
    const db = t.database.db;
    const file = { mimeType: 'image/png', size: 1, isImage: true, width: 1, height: 1, data: Buffer.from([1]), thumb: null };
    const [oldTemp, oldKept, oldLogo, newTemp] = await Promise.all(
      ['old.png', 'kept.png', 'logo.png', 'new.png'].map((origName) => insertTempFile(db, { ...file, origName })),
    );
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const { id } of [oldTemp!, oldKept!, oldLogo!]) {
      await db.update(files).set({ createdAt: twoDaysAgo }).where(eq(files.id, id));
    }
    await markFilesKept(db, [oldKept!.id]);
    const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
    await db.update(brands).set({ logoFileId: oldLogo!.id }).where(eq(brands.id, brand!.id));
    const before = await storedCount();

    expect(await deleteStaleTempFiles(db, new Date(Date.now() - 86_400_000))).toBe(1);
    const ids = (await db.select({ id: files.id }).from(files)).map((row) => row.id);
    expect(ids).not.toContain(oldTemp!.id);
    expect(ids).toEqual(expect.arrayContaining([oldKept!.id, oldLogo!.id, newTemp!.id]));
    expect(ids).toHaveLength(before - 1);
    expect((await app.inject({ url: `/pub/file/${oldTemp!.id}` })).statusCode).toBe(404);
  });
});
