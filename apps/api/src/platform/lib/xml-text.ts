const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * XML's predefined and numeric character references decoded, the only ones a document read without its DTD can
 * hold (the parsers here expand no entity: no billion laughs); another entity stays as written.
 */
export function unescapedXml(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));/g, (match, name?: string, decimal?: string, hex?: string) => {
    if (name) return PREDEFINED[name]!;
    const codePoint = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : match;
  });
}
