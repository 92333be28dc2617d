import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/test-app.ts';
import { NEW_COMPANY, openExportContext, type ExportTestContext } from '../../../test/export-context.ts';
import { readXlsx } from './parse-export.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY_MS = 86_400_000;

describe.each(engines)('the registration desk exports as XLSX (%s)', (engine) => {
  let x: ExportTestContext;
  /** The exhibitor that booked services and whose media order was cancelled. */
  let DEMO_COMPANY: string;
  beforeAll(async () => {
    x = await openExportContext(engine);
    DEMO_COMPANY = x.c.demo.companyName;
  });
  afterAll(() => x.c.close());

  /** The list's workbook as a spreadsheet reader opens it; type and file name checked. */
  async function xlsx(list: string, lang: 'de' | 'en' = 'de') {
    const response = await x.download(list, 'xlsx', lang);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="[a-z-]+-${list}-\\d{4}-\\d\\d-\\d\\d\\.xlsx"$`));
    const { name, rows } = await readXlsx(response.rawPayload);
    return { name, header: rows[0]!, rows: rows.slice(1) };
  }

  it('holds the booked services with numbers as numbers and the change as a date', async () => {
    const { name, header, rows } = await xlsx('services');
    expect(name).toBe('Serviceleistungen');
    expect(header).toEqual(['Gruppe', 'Leistung', 'Halle', 'Standnummer', 'Firma', 'Menge', 'Einheit', 'Netto (EUR)', 'Letzte Änderung']);
    const rigging = rows.find((row) => row[1] === x.rigging.titleDe)!;
    expect(rigging.slice(0, 8)).toEqual([x.c.bookletGroups.stand.titleDe, x.rigging.titleDe, x.c.demo.hall, x.c.demo.standNr, DEMO_COMPANY, 2, 'Stück', 370]);
    // The organiser's wall-clock time (Berlin is 1 or 2 hours ahead of UTC), written as the spreadsheet's date.
    const changed = rigging[8] as Date;
    expect(changed).toBeInstanceOf(Date);
    expect(Math.abs(changed.getTime() - Date.now())).toBeLessThan(DAY_MS / 8);
    expect(rows.find((row) => row[1] === x.carpet.titleDe)!.slice(4, 7)).toEqual([NEW_COMPANY, 12.5, 'm²']);
  });

  it('keeps a text that looks like a formula as text, without an apostrophe', async () => {
    const { rows } = await xlsx('registrations');
    const demo = rows.find((row) => row[0] === DEMO_COMPANY)!;
    const { company, hall, standNr } = x.c.demo;
    expect(demo.slice(1, 5)).toEqual([company.email, `${company.telCountry} ${company.telCity} ${company.telDirect}`, company.internet, 'DE123456789']);
    // The main address: its name extra (none), street, postcode, city and country.
    expect(demo.slice(5, 10)).toEqual([null, company.address.street, company.address.zip, company.address.city, 'Deutschland']);
    expect(demo.slice(20, 26)).toEqual(['Eckstand (2 Seiten offen)', 48, hall, standNr, 'Bestätigt', (await x.netOf(x.c.demo.registrationId)) / 100]);
    expect(demo[26]).toBeInstanceOf(Date);
    expect(demo[27]).toBeInstanceOf(Date);
    const created = rows.find((row) => row[0] === NEW_COMPANY)!;
    expect(created[5]).toBe('Werk Feuerbach');
    expect(created[27]).toBeNull();
  });

  it('holds the media orders and the directory, in English when asked', async () => {
    const media = await xlsx('media', 'en');
    expect(media.name).toBe('Advertising media');
    expect(media.header).toEqual(['Medium', 'Hall', 'Stand number', 'Company', 'Quantity', 'Net (EUR)', 'Ordered at']);
    expect(media.rows).toHaveLength(1);
    expect(media.rows[0]!.slice(3, 5)).toEqual([NEW_COMPANY, 2]);
    expect(media.rows[0]![6]).toBeInstanceOf(Date);
    const directory = await xlsx('directory', 'en');
    expect(directory.header).toEqual(['Company', 'Brands', 'Product groups', 'Hall', 'Stand number', 'Website']);
    expect(directory.rows.find((row) => row[0] === NEW_COMPANY)).toEqual([NEW_COMPANY, 'Feuerstätte Süd', x.c.kitchen.productGroups[0]!.nameEn, null, null, null]);
  });
});
