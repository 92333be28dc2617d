import { expect, it } from 'vitest';
import { extractPdfText } from '../../test/extract-pdf-text.ts';
import { model, organiser } from '../../test/printed-document.ts';
import { renderDocumentPdf } from './render-pdf.ts';

// The fonts are parsed once per process and serve every document after. A letter that a document printed only
// inside an accented one (the Y of Ÿ) must still be text in the documents that come later: searchable, copyable,
// read out, as the e-invoice's PDF must be. This file's first document is the one with the accented letters.

const printed = async (line: string) =>
  extractPdfText(await renderDocumentPdf({ ...model(1), recipient: { lines: ['Beispiel GmbH', line], ustid: '' } }, organiser)).text;

it('keeps every letter text in later documents, also one printed first only inside an accented letter', async () => {
  const accented = 'ŸÝŽÇÑØÅŒÆÐ ÿýžçñøåœæ';
  expect(await printed(accented)).toContain(accented);
  const plain = 'YZCNOAEDyzcnoae';
  expect(await printed(plain)).toContain(plain);
});
