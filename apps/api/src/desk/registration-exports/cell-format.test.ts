import { describe, expect, it } from 'vitest';
import { cellText, wallClock, withoutFormula } from './cell-format.ts';
import { csvField } from './csv-writer.ts';
import { exportFileName, slug } from './file-name.ts';

const BERLIN = wallClock('Europe/Berlin');

describe('cells of the CSV exports', () => {
  it('quotes a field as RFC 4180 asks, and only then', () => {
    expect(csvField('Muster Küchen GmbH')).toBe('Muster Küchen GmbH');
    expect(csvField('Küchen; Bäder')).toBe('"Küchen; Bäder"');
    expect(csvField('Lounge "Wohnküche"')).toBe('"Lounge ""Wohnküche"""');
    expect(csvField('Zeile 1\r\nZeile 2')).toBe('"Zeile 1\r\nZeile 2"');
  });

  it('keeps a text a spreadsheet would run as a formula a text', () => {
    for (const text of ['=HYPERLINK("http://evil.example")', '+49 89 123', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(withoutFormula(text)).toBe(`'${text}`);
    }
    expect(withoutFormula('Größenwahn = Öfen')).toBe('Größenwahn = Öfen');
    expect(cellText('=1+1', 'text', 'de', BERLIN)).toBe("'=1+1");
    // Numbers are written by the export itself: a negative sum stays a number.
    expect(cellText(-35_000, 'money', 'de', BERLIN)).toBe('-350,00');
  });

  it('writes numbers as a German or an English spreadsheet reads them', () => {
    expect(cellText(123_456, 'money', 'de', BERLIN)).toBe('1234,56');
    expect(cellText(123_456, 'money', 'en', BERLIN)).toBe('1234.56');
    expect(cellText(37_000, 'money', 'de', BERLIN)).toBe('370,00');
    expect(cellText(12.5, 'amount', 'de', BERLIN)).toBe('12,5');
    expect(cellText(48, 'amount', 'en', BERLIN)).toBe('48');
    expect(cellText(null, 'money', 'de', BERLIN)).toBe('');
  });

  it('writes dates on the organiser’s calendar: 00:30 on 1 January in Berlin is the new year', () => {
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(cellText(newYear, 'date', 'de', BERLIN)).toBe('01.01.2027');
    expect(cellText(newYear, 'datetime', 'de', BERLIN)).toBe('01.01.2027 00:30');
    expect(cellText(newYear, 'datetime', 'en', BERLIN)).toBe('2027-01-01 00:30');
    expect(cellText(newYear, 'date', 'en', wallClock('UTC'))).toBe('2026-12-31');
    // Summer time: two hours ahead; on the day of the change each side of it.
    expect(cellText(new Date('2026-07-01T22:15:00Z'), 'datetime', 'de', BERLIN)).toBe('02.07.2026 00:15');
    expect(cellText(new Date('2026-03-29T00:59:00Z'), 'datetime', 'de', BERLIN)).toBe('29.03.2026 01:59');
    expect(cellText(new Date('2026-03-29T01:00:00Z'), 'datetime', 'de', BERLIN)).toBe('29.03.2026 03:00');
    expect(cellText(new Date('2026-10-25T00:59:00Z'), 'datetime', 'en', BERLIN)).toBe('2026-10-25 02:59');
    expect(cellText(new Date('2026-10-25T01:00:00Z'), 'datetime', 'en', BERLIN)).toBe('2026-10-25 02:00');
  });
});

describe('names of the export files', () => {
  it('turns an event name into ASCII words', () => {
    expect(slug('Küchen & Wohnen Herbstmesse')).toBe('kuechen-wohnen-herbstmesse');
    expect(slug('Kamin- und Ofenmesse Süd 2027')).toBe('kamin-und-ofenmesse-sued-2027');
    expect(slug('Salon de la Cheminée')).toBe('salon-de-la-cheminee');
    expect(slug('„Größe“')).toBe('groesse');
  });

  it('names event, list and the organiser’s day', () => {
    const now = new Date('2026-12-31T23:30:00Z');
    expect(exportFileName('Küchen & Wohnen', 1, 'services', 'csv', now, 'Europe/Berlin')).toBe('kuechen-wohnen-services-2027-01-01.csv');
    expect(exportFileName('…', 7, 'media', 'xlsx', now, 'Europe/Berlin')).toBe('event-7-media-2027-01-01.xlsx');
  });
});
