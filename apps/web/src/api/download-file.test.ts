import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file.ts';

describe('fileNameFromDisposition', () => {
  it('reads the quoted and the bare file name', () => {
    expect(fileNameFromDisposition('attachment; filename="Angebot-12.pdf"')).toBe('Angebot-12.pdf');
    expect(fileNameFromDisposition('attachment; filename=Offer-12.pdf')).toBe('Offer-12.pdf');
  });

  it('prefers the UTF-8 form, which keeps umlauts', () => {
    expect(fileNameFromDisposition(`attachment; filename="Bestaetigung.pdf"; filename*=UTF-8''Best%C3%A4tigung.pdf`)).toBe('Bestätigung.pdf');
  });

  it('gives null without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
