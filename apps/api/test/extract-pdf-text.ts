import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it, for tests: pdfkit shows text with embedded fonts as glyph ids, so
 * the Flate streams are inflated and every glyph is mapped back through its font's ToUnicode CMap. One line
 * per text-showing operator. Not a general PDF parser (no object streams, no xref streams).
 */
export function extractPdfText(pdf: Buffer): { text: string; pages: number; info: Record<string, string> } {
  const objects = readObjects(pdf);
  const toUnicode = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const [, name, ref] of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const cmapRef = font?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = cmapRef ? objects.get(Number(cmapRef))?.stream : undefined;
      if (cmap) toUnicode.set(name!, parseCmap(cmap.toString('latin1')));
    }
  }
  const lines: string[] = [];
  let pages = 0;
  for (const object of objects.values()) {
    if (/\/Type \/Page\b/.test(object.dict)) pages++;
    const contents = object.dict.match(/\/Contents (\d+) 0 R/)?.[1];
    const stream = contents ? objects.get(Number(contents))?.stream : undefined;
    if (stream) lines.push(...showTexts(stream.toString('latin1'), toUnicode));
  }
  return { text: lines.join('\n'), pages, info: readInfo(pdf.toString('latin1'), objects) };
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(dict.match(/\/Length (\d+)/)?.[1] ?? 0);
    const dataStart = start + streamAt + body.slice(streamAt).indexOf('\n') + 1;
    const raw = pdf.subarray(dataStart, dataStart + length);
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  return objects;
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, start, list] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g)) {
    [...list!.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, hex], i) => map.set(parseInt(start!, 16) + i, utf16(hex!)));
  }
  for (const [, code, hex] of cmap.matchAll(/^<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*$/gm)) {
    map.set(parseInt(code!, 16), utf16(hex!));
  }
  return map;
}

function showTexts(content: string, fonts: Map<string, Map<number, string>>): string[] {
  const lines: string[] = [];
  let font = new Map<number, string>();
  for (const [, fontName, array, single] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    if (fontName) {
      font = fonts.get(fontName) ?? new Map();
      continue;
    }
    const hexes = array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [single!];
    const glyphs = hexes.join('').match(/.{4}/g) ?? [];
    lines.push(glyphs.map((glyph) => font.get(parseInt(glyph, 16)) ?? '\ufffd').join(''));
  }
  return lines;
}

/** The document information dictionary (Title, Author …); pdfkit writes each value as its own string object. */
function readInfo(source: string, objects: Map<number, PdfObject>): Record<string, string> {
  const ref = source.match(/\/Info (\d+) 0 R/)?.[1];
  const dict = ref ? (objects.get(Number(ref))?.dict ?? '') : '';
  const info: Record<string, string> = {};
  for (const [, key, valueRef] of dict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const literal = objects.get(Number(valueRef))?.dict.trim().match(/^\(([\s\S]*)\)$/)?.[1];
    if (literal !== undefined) info[key!] = decodeLiteral(literal);
  }
  return info;
}

const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

function decodeLiteral(literal: string): string {
  const bytes = literal.replace(/\\([0-7]{1,3}|.)/g, (_, escaped: string) =>
    /^[0-7]+$/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : (escapes[escaped] ?? escaped),
  );
  if (!bytes.startsWith('\xfe\xff')) return bytes;
  return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
}
