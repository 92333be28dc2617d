import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../test/staff-context.ts';
import { bookletItemInput, mediumInput } from '../../test/access-samples/media-booklet-access-samples.ts';
import { parseCsv } from '../desk/registration-exports/parse-export.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../../..');
/** The official EN 16931 rules and their check script, as e-invoice.test.ts finds them. */
const RULES = [process.env.EINVOICE_RULES, resolve(ROOT, '../shared/einvoice'), '/work/shared/einvoice'].find((dir) => dir && existsSync(join(dir, 'validate.mjs')));
const dir = mkdtempSync(join(tmpdir(), 'mp-fireplace-einvoice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const connection = { deviceName: 'Kaminofen Aura 7', ovenType: 'stove', fuel: 'split_logs', maxPowerKw: 7.5, dischargePressurePa: 12, guidelinesAccepted: true };

type Uninvoiced = { billingNumber: string; positions: number; net: number };
type Revenue = { billingNumber: string; netCents: number };

describe.each(engines)('everything sold is billed (%s)', (engine) => {
  let c: BackofficeContext;
  const invoicingOf = async (registrationId: number) => (await c.call('GET', `/be/registration/${registrationId}/invoicing`)).json() as { uninvoiced: Uninvoiced[]; documents: { id: number; number: string; billingNumber: string; gross: number }[] };
  const uninvoiced = async (registrationId: number, billingNumber: string) => (await invoicingOf(registrationId)).uninvoiced.find((entry) => entry.billingNumber === billingNumber);
  /** Invoices the registration's positions of the number; answers the new invoice with its lines. */
  const invoice = async (registrationId: number, billingNumber: string) => {
    const issued = await c.call('POST', `/be/registration/${registrationId}/invoices`, c.staff, { billingNumber });
    expect(issued.statusCode, issued.body).toBe(200);
    const document = (issued.json().documents as { id: number; number: string; billingNumber: string }[]).filter((entry) => entry.billingNumber === billingNumber).at(-1)!;
    return { ...document, lines: (await c.call('GET', `/be/document/${document.id}`)).json().lines as { description: string; amount: number; priceSingle: number; sum: number }[] };
  };
  const dashboard = async (eventId: number) => (await c.call('GET', `/be/event/${eventId}/dashboard`)).json() as { revenue: Revenue[]; orderedNetCents: number; course: { netCents: number }[] };
  const technologyRevenue = async (eventId: number) => (await dashboard(eventId)).revenue.find((row) => row.billingNumber === 'technology')!.netCents;

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  it('invoices a confirmed flue gas connection, counts it in the revenue and lists it in the export and the DATEV batch', { timeout: 120_000 }, async () => {
    const exhibitor = await c.exhibitorLogin(c.other.email);
    const request = async (deviceName: string) =>
      ((await c.call('POST', `/fe/rest/fireplace/${c.other.registrationId}`, exhibitor, { ...connection, deviceName })).json().connections as { id: number; deviceName: string }[]).find(
        (entry) => entry.deviceName === deviceName,
      )!.id;
    const [confirmed, requested] = [await request('Kaminofen Aura 7'), await request('Pelletofen Nova')];
    const before = await dashboard(c.fireplace.id);
    // Requested is not sold: nothing to invoice yet.
    expect(await uninvoiced(c.other.registrationId, 'technology')).toBeUndefined();

    expect((await c.call('POST', `/be/registration/${c.other.registrationId}/fireplace/${confirmed}/confirm`)).statusCode).toBe(200);
    expect(await uninvoiced(c.other.registrationId, 'technology')).toEqual({ billingNumber: 'technology', label: 'Technik', positions: 1, net: 3290, afterFinal: null });
    const after = await dashboard(c.fireplace.id);
    expect((await technologyRevenue(c.fireplace.id)) - before.revenue.find((row) => row.billingNumber === 'technology')!.netCents).toBe(329_000);
    expect(after.orderedNetCents - before.orderedNetCents).toBe(329_000);
    expect(after.course.reduce((sum, week) => sum + week.netCents, 0)).toBe(after.orderedNetCents);

    const csv = await c.call('GET', `/be/event/${c.fireplace.id}/export/fireplace?format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(header!.slice(0, 4)).toEqual(['Halle', 'Standnummer', 'Firma', 'Feuerstätte']);
    expect(rows.map((row) => [row[3], row[8], row[10], row[11]])).toEqual([
      ['Kaminofen Aura 7', 'Bestätigt', '3290,00', 'Technik'],
      ['Pelletofen Nova', 'Beantragt', '3290,00', 'Technik'],
    ]);
    expect(rows[0]!.slice(0, 3)).toEqual(['Halle 1', 'A3', c.other.companyName]);

    const issued = await invoice(c.other.registrationId, 'technology');
    expect(issued.lines).toEqual([expect.objectContaining({ description: 'Abgasanschluss: Kaminofen Aura 7', amount: 1, priceSingle: 3290, sum: 3290 })]);
    expect(await uninvoiced(c.other.registrationId, 'technology')).toBeUndefined();
    // Billed: only a credit note or cancelling the invoice corrects it now; the other one is still to decide.
    const refuse = await c.call('POST', `/be/registration/${c.other.registrationId}/fireplace/${confirmed}/refuse?lang=en-US`, c.staff, { reason: 'Zu spät' });
    expect(refuse.statusCode).toBe(409);
    expect(refuse.json().errors[0].message).toBe('This flue gas connection has already been invoiced. Correct the invoice with a credit note or cancel it first.');
    expect((await c.call('POST', `/be/registration/${c.other.registrationId}/fireplace/${requested}/refuse`, c.staff, { reason: 'Kein Zug frei' })).statusCode).toBe(200);

    // The invoice as the buyer gets it passes the official EN 16931 and XRechnung rules.
    const files = [join(dir, `${engine}-fireplace.pdf`), join(dir, `${engine}-fireplace.xrechnung.xml`)];
    writeFileSync(files[0]!, (await c.call('GET', `/be/document/${issued.id}/pdf`)).rawPayload);
    writeFileSync(files[1]!, (await c.call('GET', `/be/document/${issued.id}/xrechnung`)).rawPayload);
    expect(RULES, 'the EN 16931 rules: set EINVOICE_RULES to the folder of validate.mjs').toBeDefined();
    const checked = await run(process.execPath, [join(RULES!, 'validate.mjs'), ...files], { cwd: ROOT }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(checked.stdout).not.toMatch(/: (fatal|error) /);
    expect(checked.stdout).toContain('2 passed, 0 failed');
    expect(checked.code).toBe(0);

    // The DATEV batch books the invoice like any other: one booking of its gross.
    const { logoUri: _uri, updatedAt: _at, ...settings } = (await c.call('GET', '/be/admin/settings')).json().settings;
    expect((await c.call('PUT', '/be/admin/settings', c.staff, { ...settings, datevConsultantNumber: 4711, datevClientNumber: 815 })).statusCode).toBe(200);
    const batch = await c.call('GET', `/be/event/${c.fireplace.id}/documents/datev`);
    expect(batch.statusCode, batch.body).toBe(200);
    const booking = new TextDecoder('windows-1252').decode(batch.rawPayload).split('\r\n').find((line) => line.includes(`"${issued.number}"`));
    const gross = (await invoicingOf(c.other.registrationId)).documents.find((document) => document.id === issued.id)!.gross;
    expect(booking).toMatch(new RegExp(`^${gross.toFixed(2).replace('.', ',')};"S";"EUR";`));

    // Cancelled with its registration, a confirmed connection is no longer to invoice, as the orders cancelled with it.
    const late = await request('Kaminofen Spät');
    expect((await c.call('POST', `/be/registration/${c.other.registrationId}/fireplace/${late}/confirm`)).statusCode).toBe(200);
    expect((await uninvoiced(c.other.registrationId, 'technology'))?.positions).toBe(1);
    expect((await c.call('POST', `/be/registration/${c.other.registrationId}/cancel`, c.staff, { reason: 'Absage' })).statusCode).toBe(200);
    expect(await uninvoiced(c.other.registrationId, 'technology')).toBeUndefined();
  });

  it('invoices items sold under parking and award on partial invoices of their own, under the number they had when ordered', async () => {
    const registration = c.demo.registrationId;
    const created = await c.call('POST', `/be/admin/event/${c.kitchen.id}/booklet_items`, c.staff, bookletItemInput(c.bookletGroups.service.id, {
      ...{ titleDe: 'Parkausweis Aussteller', titleEn: 'Exhibitor parking permit', unit: 'piece', priceCalculation: 'quantity', price: 4_500 },
      billingNumber: 'parking',
    }));
    expect(created.statusCode, created.body).toBe(200);
    const parking = created.json().item;
    expect(parking.billingNumber).toBe('parking');
    const award = (await c.call('POST', `/be/admin/event/${c.kitchen.id}/media`, c.staff, mediumInput(c.items.logo.mediaGroupId, {
      ...{ nameDe: 'Teilnahme am Designpreis', nameEn: 'Design award entry', price: 50_000, priceEarly: 0 },
      billingNumber: 'award',
    }))).json().medium;

    const booked = await c.call('POST', `/fe/rest/orderbook/${registration}?tab=0&sendMail=0`, c.exhibitor, { orderBooks: [{ id: c.items.cleaning.id, amount: 48 }, { id: parking.id, amount: 2 }] });
    expect(booked.statusCode, booked.body).toBe(200);
    const ordered = await c.call('POST', `/fe/rest/media/${registration}`, c.exhibitor, { medias: [{ id: award.id, amount: 1 }] });
    expect(ordered.statusCode, ordered.body).toBe(200);

    // Changed in the catalogue afterwards: what was booked and ordered keeps its number.
    const { billingNumber: _number, ...item } = parking;
    expect((await c.call('PUT', `/be/admin/booklet_item/${parking.id}`, c.staff, bookletItemInput(c.bookletGroups.service.id, { ...{ titleDe: item.titleDe, titleEn: item.titleEn, unit: 'piece', priceCalculation: 'quantity', price: 4_500 }, billingNumber: 'technology' }))).statusCode).toBe(200);
    expect((await c.call('PUT', `/be/admin/media/${award.id}`, c.staff, mediumInput(c.items.logo.mediaGroupId, { nameDe: award.nameDe, nameEn: award.nameEn, price: 50_000, priceEarly: 0, billingNumber: 'media' }))).statusCode).toBe(200);
    expect(await uninvoiced(registration, 'parking')).toEqual({ billingNumber: 'parking', label: 'Parken', positions: 1, net: 90, afterFinal: null });
    expect(await uninvoiced(registration, 'award')).toEqual({ billingNumber: 'award', label: 'Award', positions: 1, net: 500, afterFinal: null });

    const parkingInvoice = await invoice(registration, 'parking');
    expect(parkingInvoice.lines).toEqual([expect.objectContaining({ description: 'Parkausweis Aussteller', amount: 2, sum: 90 })]);
    const awardInvoice = await invoice(registration, 'award');
    expect(awardInvoice.lines).toEqual([expect.objectContaining({ description: 'Teilnahme am Designpreis', amount: 1, sum: 500 })]);
    expect([await uninvoiced(registration, 'parking'), await uninvoiced(registration, 'award')]).toEqual([undefined, undefined]);

    // The dashboard counts the award apart; parking was booked in the booklet, which is no binding order.
    const revenue = (await dashboard(c.kitchen.id)).revenue;
    expect(revenue.find((row) => row.billingNumber === 'award')).toEqual({ billingNumber: 'award', label: 'Award', netCents: 50_000 });
  });

  it('refuses a billing number the domain does not know, translated', async () => {
    const refused = await c.call('POST', `/be/admin/event/${c.kitchen.id}/booklet_items?lang=en-US`, c.staff, bookletItemInput(c.bookletGroups.service.id, { billingNumber: 'coffee' as never }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ property: 'billingNumber', message: 'This value is not allowed.' }]);
  });
});
