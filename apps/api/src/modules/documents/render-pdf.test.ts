import { describe, expect, it } from 'vitest';
import { extractPdfText } from './extract-pdf-text.ts';
import { renderDocumentPdf, type BusinessDocumentModel } from './render-pdf.ts';

const model = (positionCount: number): BusinessDocumentModel => ({
  lang: 'de',
  title: 'Rechnung',
  number: 'RE-2027-0042',
  date: '2027-03-09',
  eventName: 'Kamin- und Ofenmesse',
  currency: 'EUR',
  recipient: { lines: ['Beispiel GmbH', 'Hauptstraße 1', '10115 Berlin', 'Deutschland'], ustid: 'DE111111111' },
  positions: Array.from({ length: positionCount }, (_, i) => ({
    description: `Leistung ${i + 1}: Abluftanschluss mit Rohrverlängerung, Montage und Abnahme durch den Schornsteinfeger`,
    amount: 1,
    unit: 'Stück',
    priceSingleCents: 329_000,
    sumCents: 329_000,
  })),
  netCents: positionCount * 329_000,
  vatCents: Math.round(positionCount * 329_000 * 0.19),
  grossCents: Math.round(positionCount * 329_000 * 1.19),
  vatRateBp: 1900,
});

const count = (text: string, part: string) => text.split(part).length - 1;

describe('renderDocumentPdf', () => {
  it('breaks a long positions table over pages, repeating its header, with page numbers and totals once', async () => {
    const pdf = await renderDocumentPdf(model(60));
    const { text, pages } = extractPdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(count(text, 'Einzelpreis')).toBe(pages);
    expect(text).toContain(`Seite 1 von ${pages}`);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
    expect(count(text, 'IBAN ')).toBe(pages);
    for (const n of [1, 30, 60]) expect(text).toContain(`Leistung ${n}:`);
    expect(count(text, 'Gesamtbetrag')).toBe(1);
    expect(text.replace(/\s+/g, ' ')).toContain('Gesamtbetrag 234.906,00 €');
  });

  it('says so when a document has no positions', async () => {
    const { text, pages } = extractPdfText(await renderDocumentPdf(model(0)));
    expect(pages).toBe(1);
    expect(text).toContain('Keine Positionen.');
  });
});
