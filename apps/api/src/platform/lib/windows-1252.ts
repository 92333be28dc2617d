/**
 * The characters Windows-1252 puts at 0x80–0x9F, where Latin-1 has control codes (WHATWG's index; the five
 * places it leaves empty are spaces here and never written). Every other byte is the Unicode code point itself.
 */
const HIGH_ROW = '€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ';
const HIGH = new Map([...HIGH_ROW].flatMap((char, i) => (char === ' ' ? [] : [[char.codePointAt(0)!, 0x80 + i] as const])));

const byteOf = (codePoint: number): number | undefined =>
  (codePoint < 0x80 && codePoint >= 0x20) || (codePoint >= 0xa0 && codePoint <= 0xff) ? codePoint : HIGH.get(codePoint);

/** Letters with a stroke, which Unicode does not split into letter and mark. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * Text as Windows-1252 bytes, the character set DATEV reads. A character the set lacks loses its accent or
 * stroke when that leaves one it has (ő → o, ș → s, Ł → L), else it becomes '?'; control characters other than
 * CR and LF become spaces.
 */
export function encodeWindows1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint === 0x0d || codePoint === 0x0a) bytes.push(codePoint);
    else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) bytes.push(0x20);
    else bytes.push(byteOf(codePoint) ?? withoutAccents(char));
  }
  return Buffer.from(bytes);
}

/** The character stripped of its combining marks or stroke, when that is one byte of the set; else '?'. */
function withoutAccents(char: string): number {
  const bare = STROKED[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
  const byte = bare.length === 1 ? byteOf(bare.codePointAt(0)!) : undefined;
  return byte ?? 0x3f;
}

/**
 * Windows-1252 bytes as text (a German bank's CSV export). Node's TextDecoder reads 'windows-1252' as Latin-1, so
 * the characters at 0x80–0x9F (€, „, “, Š …) come from the row above; its five empty places stay as they were.
 */
export function decodeWindows1252(bytes: Buffer): string {
  return bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (char) => {
    const mapped = HIGH_ROW[char.charCodeAt(0) - 0x80]!;
    return mapped === ' ' ? char : mapped;
  });
}
