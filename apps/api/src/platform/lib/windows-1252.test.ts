import { describe, expect, it } from 'vitest';
import { encodeWindows1252 } from './windows-1252.ts';

const bytes = (text: string) => [...encodeWindows1252(text)];

describe('Windows-1252', () => {
  it('writes ASCII and Latin-1 letters as their code points, the typographic signs at 0x80–0x9F', () => {
    expect(bytes('Aä ß;')).toEqual([0x41, 0xe4, 0x20, 0xdf, 0x3b]);
    expect(bytes('€„“”–—…‚‘’•™ŠšŽžŒœŸƒ')).toEqual([0x80, 0x84, 0x93, 0x94, 0x96, 0x97, 0x85, 0x82, 0x91, 0x92, 0x95, 0x99, 0x8a, 0x9a, 0x8e, 0x9e, 0x8c, 0x9c, 0x9f, 0x83]);
  });

  it('writes a letter the set lacks without its accent or stroke, else as a question mark', () => {
    expect(encodeWindows1252('Łódź, Cluj-Napoca (ș), Győr').toString('latin1')).toBe('Lódz, Cluj-Napoca (s), Gyor');
    expect(encodeWindows1252('北京 🎪').toString('latin1')).toBe('?? ?');
  });

  it('keeps line ends and turns other control characters into spaces', () => {
    expect(encodeWindows1252('a\tb\u0000c\r\n\u0085').toString('latin1')).toBe('a b c\r\n ');
  });
});
