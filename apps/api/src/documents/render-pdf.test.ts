import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../test/extract-pdf-text.ts';
import { model, organiser } from '../../test/printed-document.ts';
import { renderDocumentPdf } from './render-pdf.ts';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('renderDocumentPdf', () => {
  it('breaks a long positions table over pages, repeating its header, with page numbers and totals once', async () => {
    const pdf = await renderDocumentPdf(model(60), organiser);
    const { text, pages } = extractPdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(count(text, 'Einzelpreis')).toBe(pages);
    expect(text).toContain(`Seite 1 von ${pages}`);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
    expect(count(text, 'IBAN ')).toBe(pages);
    for (const n of [1, 30, 60]) expect(text).toContain(`Leistung ${n}:`);
    // The totals in the fair's words (domain moneyWords), as every screen and mail says them.
    expect(count(text, 'Brutto')).toBe(1);
    expect(text.replace(/\s+/g, ' ')).toContain('Brutto 234.906,00 €');
    expect(text).toContain('Netto');
    for (const word of ['Nettobetrag', 'Gesamtbetrag', 'Summe']) expect(text).not.toContain(word);
  });

  it('says so when a document has no positions', async () => {
    const { text, pages } = extractPdfText(await renderDocumentPdf(model(0), organiser));
    expect(pages).toBe(1);
    expect(text).toContain('Keine Positionen.');
  });

  it("prints the organiser's settings: letterhead, footer columns, footer text in the document's language", async () => {
    const german = extractPdfText(await renderDocumentPdf(model(1), organiser)).text.replace(/\s+/g, ' ');
    expect(german).toContain('Kaminwelt Messen GmbH');
    expect(german).toContain('Ofenweg 3 · 90402 Nürnberg · Österreich');
    expect(german).toContain('Geschäftsführung: Jana Ofner, Paul Rauch');
    expect(german).toContain('St.-Nr. 241/114/50123');
    expect(german).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(german).toContain('Es gelten unsere Teilnahmebedingungen.');
    const english = extractPdfText(await renderDocumentPdf({ ...model(1), lang: 'en', title: 'Invoice' }, organiser)).text.replace(/\s+/g, ' ');
    expect(english).toContain('Ofenweg 3 · 90402 Nürnberg · Austria');
    expect(english).toContain('Our terms of participation apply.');
    expect(english).not.toContain('Teilnahmebedingungen');
  });

  it('leaves out what the organiser has not filled in', async () => {
    const bare = { ...organiser, taxNumber: '', phone: '', managingDirectors: '', documentFooterDe: '' };
    const text = extractPdfText(await renderDocumentPdf(model(1), bare)).text;
    expect(text).not.toContain('St.-Nr.');
    expect(text).not.toContain('Tel.');
    expect(text).not.toContain('Geschäftsführung');
  });
});
