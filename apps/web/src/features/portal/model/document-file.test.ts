import { describe, expect, it } from 'vitest';
import { documentFileName } from './document-file.ts';

describe('documentFileName', () => {
  it('is the document number with .pdf', () => {
    expect(documentFileName('RE-2026-0001')).toBe('RE-2026-0001.pdf');
  });

  it('replaces characters a file name must not carry', () => {
    expect(documentFileName('RE 2026/0001')).toBe('RE_2026_0001.pdf');
    expect(documentFileName('..\\evil')).toBe('_evil.pdf');
  });

  it('falls back to a plain name for an empty number', () => {
    expect(documentFileName('  ')).toBe('document.pdf');
  });
});
