import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { berlinDay, NEW_COMPANY, openExportContext, type ExportTestContext } from '../../../test/export-context.ts';
import { parseCsv } from './parse-export.ts';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
const DATE_TIME_DE = /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/;
const DATE_TIME_EN = /^\d{4}-\d\d-\d\d \d\d:\d\d$/;

describe.each(engines)('the registration desk exports as CSV (%s)', (engine) => {
  let x: ExportTestContext;
  /** The exhibitor that booked services and whose media order was cancelled. */
  let DEMO_COMPANY: string;
  beforeAll(async () => {
    x = await openExportContext(engine);
    DEMO_COMPANY = x.c.demo.companyName;
  });
  afterAll(() => x.c.close());

  /** The list as text (the BOM checked and taken off) and as rows; the file's name and type checked. */
  async function csv(list: string, lang: 'de' | 'en' = 'de') {
    const response = await x.download(list, 'csv', lang);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${lang === 'en' ? 'kitchen-trade-fair-test' : 'kuechenfachmesse-test'}-${list}-${today()}.csv"`,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.rawPayload.subarray(3).toString('utf8');
    // Every line ends with CRLF, and no line break stands alone.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\n').length).toBe(text.split('\r\n').length);
    const rows = parseCsv(text);
    expect(rows.every((row) => row.length === rows[0]!.length)).toBe(true);
    return { text, header: rows[0]!, rows: rows.slice(1) };
  }

  it('lists every booked service per item and hall, priced as the booklet prices it, in German', async () => {
    const { text, header, rows } = await csv('services');
    expect(text.split('\r\n')[0]).toBe('Gruppe;Leistung;Halle;Standnummer;Firma;Menge;Einheit;Netto (EUR);Letzte Änderung');
    expect(header).toHaveLength(9);
    const booklet = (await x.c.call('GET', `/fe/rest/orderbook/${x.c.demo.registrationId}?lang=de-DE`, x.c.exhibitor)).json();
    const { hall, standNr } = x.c.demo;
    const group = x.c.bookletGroups.stand;
    const riggingLine = booklet.orderBookPos.positions.find((p: { description: string }) => p.description === x.rigging.titleDe);
    expect(riggingLine.sum).toBe(370);
    expect(rows).toContainEqual([group.titleDe, x.rigging.titleDe, hall, standNr, DEMO_COMPANY, '2', 'Stück', '370,00', expect.stringMatching(DATE_TIME_DE)]);
    // Ordered in the configurator: the order's own position, at the price ordered.
    const carpet = (await x.positionsOf(x.newRegistrationId)).find((p) => p.kind === 'service' && p.item_id === x.carpet.id)!;
    expect(rows).toContainEqual([group.titleDe, x.carpet.titleDe, '', '', NEW_COMPANY, '12,5', 'm²', (carpet.sum / 100).toFixed(2).replace('.', ','), expect.any(String)]);
    expect(rows.filter((row) => row[1] === x.cleaning.titleDe).map((row) => [row[4], row[5]])).toEqual([
      [NEW_COMPANY, String(x.config.qmMin)],
      [DEMO_COMPANY, '48'],
    ]);
    // Each item's rows stand together, items in booklet order: carpet, rigging point, then the cleaning.
    const items = rows.map((row) => row[1]);
    expect(items.filter((item, i) => item !== items[i - 1])).toEqual([x.carpet.titleDe, x.rigging.titleDe, x.cleaning.titleDe]);
  });

  it('writes the services in English with a decimal point and ISO dates', async () => {
    const { header, rows } = await csv('services', 'en');
    expect(header).toEqual(['Group', 'Service', 'Hall', 'Stand number', 'Company', 'Quantity', 'Unit', 'Net (EUR)', 'Last change']);
    const { hall, standNr } = x.c.demo;
    expect(rows).toContainEqual([x.c.bookletGroups.stand.titleEn, x.rigging.titleEn, hall, standNr, DEMO_COMPANY, '2', 'pieces', '370.00', expect.stringMatching(DATE_TIME_EN)]);
    expect(rows).toContainEqual(expect.arrayContaining([x.carpet.titleEn, NEW_COMPANY, '12.5']));
  });

  it('lists the registrations with company, addresses, main contact, state and ordered net', async () => {
    const { header, rows } = await csv('registrations');
    expect(header.slice(0, 5)).toEqual(['Firma', 'E-Mail', 'Telefon', 'Internet', 'USt-IdNr.']);
    expect(header.slice(-8)).toEqual(['Standtyp', 'Größe (m²)', 'Halle', 'Standnummer', 'Status', 'Bestellt netto (EUR)', 'Angemeldet am', 'Bestätigt am']);
    const demo = rows.find((row) => row[0] === DEMO_COMPANY)!;
    const [registration] = (await x.c.call('GET', `/be/event/${x.c.kitchen.id}/registrations`)).json().registrations.filter((r: { companyName: string }) => r.companyName === DEMO_COMPANY);
    expect(registration.id).toBe(x.c.demo.registrationId);
    // The cancelled media order is not part of the ordered net: the stand order alone.
    const net = await x.netOf(x.c.demo.registrationId);
    expect(net).toBe(await x.c.standNet(48));
    const [dates] = await x.c.db
      .select({ createdAt: registrations.createdAt, confirmedAt: registrations.confirmedAt })
      .from(registrations)
      .where(eq(registrations.id, x.c.demo.registrationId));
    const { company, contact, hall, standNr } = x.c.demo;
    const { address, invoiceAddress } = company;
    expect(demo).toEqual([
      DEMO_COMPANY,
      company.email,
      // A leading + would make a spreadsheet compute the phone number: the apostrophe keeps it text.
      `'${company.telCountry} ${company.telCity} ${company.telDirect}`,
      company.internet,
      'DE123456789',
      // The main address's name extra (none here), then the address.
      '',
      address.street,
      address.zip,
      address.city,
      'Deutschland',
      DEMO_COMPANY,
      'Buchhaltung',
      invoiceAddress!.street,
      invoiceAddress!.zip,
      invoiceAddress!.city,
      'Deutschland',
      invoiceAddress!.email,
      `${contact.firstName} ${contact.name}`,
      contact.email,
      `'${contact.telCountry} ${contact.telCity} ${contact.telDirect}`,
      'Eckstand (2 Seiten offen)',
      '48',
      hall,
      standNr,
      'Bestätigt',
      (net / 100).toFixed(2).replace('.', ','),
      berlinDay(dates!.createdAt),
      berlinDay(dates!.confirmedAt!),
    ]);
    const created = rows.find((row) => row[0] === NEW_COMPANY)!;
    expect(created.slice(-6)).toEqual(['', '', 'Unbestätigt', ((await x.netOf(x.newRegistrationId)) / 100).toFixed(2).replace('.', ','), berlinDay(new Date()), '']);
    expect(created.slice(5, 10)).toEqual(['Werk Feuerbach', 'Königstraße 5', '70173', 'Stuttgart', 'Deutschland']);
    expect(header.slice(5, 10)).toEqual(['Adresszusatz', 'Straße', 'PLZ', 'Ort', 'Land']);
  });

  it('lists the media orders per medium, cancelled orders left out', async () => {
    const { header, rows } = await csv('media');
    expect(header).toEqual(['Werbemittel', 'Halle', 'Standnummer', 'Firma', 'Menge', 'Netto (EUR)', 'Bestellt am']);
    const position = (await x.positionsOf(x.newRegistrationId)).find((p) => p.kind === 'media')!;
    expect(rows).toEqual([[x.medium.name, '', '', NEW_COMPANY, '2', (position.sum / 100).toFixed(2).replace('.', ','), expect.stringMatching(DATE_TIME_DE)]]);
  });

  it('lists the exhibitor directory with brands and product groups in the language asked', async () => {
    const { rows } = await csv('directory');
    const demo = rows.find((row) => row[0] === DEMO_COMPANY)!;
    // Its two brands, in the fair's two product groups.
    expect(demo[1]).toBe('Beispiel Küchen, Beispiel Wohnen');
    expect(demo[2]!.split(', ').sort()).toEqual(x.c.kitchen.productGroups.map((g) => g.nameDe).sort());
    expect(demo.slice(3)).toEqual([x.c.demo.hall, x.c.demo.standNr, x.c.demo.company.internet]);
    expect(rows.find((row) => row[0] === NEW_COMPANY)!.slice(1, 3)).toEqual(['Feuerstätte Süd', x.c.kitchen.productGroups[0]!.nameDe]);
    const english = await csv('directory', 'en');
    expect(english.header).toEqual(['Company', 'Brands', 'Product groups', 'Hall', 'Stand number', 'Website']);
    expect(english.rows.find((row) => row[0] === NEW_COMPANY)![2]).toBe(x.c.kitchen.productGroups[0]!.nameEn);
  });

  it('leaves a cancelled registration out of the services and the directory, and lists it as cancelled', async () => {
    await x.cancelNewRegistration();
    expect((await csv('services')).rows.some((row) => row[4] === NEW_COMPANY)).toBe(false);
    expect((await csv('directory')).rows.some((row) => row[0] === NEW_COMPANY)).toBe(false);
    expect((await csv('registrations')).rows.find((row) => row[0] === NEW_COMPANY)).toContain('Storniert');
  });
});
