/**
 * A small writer of ASCII DXF in the R12 dialect (AC1009): HEADER, TABLES (line type, layers, text style) and
 * ENTITIES, with no handles, classes or objects, so every CAD program since AutoCAD R12 opens it, LibreCAD,
 * QCAD and our own import included. Written here rather than with an npm library: dxf-writer and
 * @tarikjabiri/dxf both write AutoCAD 2007 files (handles, subclass markers, LWPOLYLINE) for a few dozen lines of
 * group codes. The file is pure ASCII: a text's other characters are written as \U+XXXX, which AutoCAD (from R13),
 * LibreCAD and our import read, so no code page can garble an umlaut.
 */

export interface DxfLayer {
  name: string;
  /** AutoCAD colour index 1–255. */
  colour: number;
}

export type XY = readonly [number, number];

export interface DxfDrawing {
  /** $INSUNITS: 4 millimetres, 5 centimetres, 6 metres. */
  insunits: number;
  layers: readonly DxfLayer[];
  /** Entities as group lines, made by `polyline`, `text` and `circle`. */
  entities: readonly string[][];
  extents: { min: XY; max: XY };
}

/** A number as DXF takes it: at most three decimals, no exponent, no "-0". */
const num = (value: number) => String(Math.round(value * 1000) / 1000 || 0);

/** A text value on one line of ASCII: controls left out, other characters as \U+XXXX (outside the BMP as "?"). */
export function dxfText(text: string): string {
  return [...text.replace(/[\p{Cc}\p{Cf}]/gu, ' ')]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code >= 0x20 && code < 0x7f) return char;
      return code > 0xffff ? '?' : `\\U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    })
    .join('');
}

const groups = (...pairs: (string | number)[]) => {
  const lines: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) lines.push(String(pairs[i]), typeof pairs[i + 1] === 'number' ? num(pairs[i + 1] as number) : String(pairs[i + 1]));
  return lines;
};
const point = (code: number, [x, y]: XY) => [code, x, code + 10, y, code + 20, 0];

/** A closed (or open) 2D polyline as R12 writes it: POLYLINE, its VERTEXes, SEQEND. */
export function polyline(layer: string, points: readonly XY[], closed = true): string[] {
  return [
    ...groups(0, 'POLYLINE', 8, layer, 66, 1, ...point(10, [0, 0]), 70, closed ? 1 : 0),
    ...points.flatMap((p) => groups(0, 'VERTEX', 8, layer, ...point(10, p))),
    ...groups(0, 'SEQEND', 8, layer),
  ];
}

/** A one-line TEXT of `height`, centred on `at` both ways (72 = 1 centre, 73 = 2 middle: `at` is its alignment point). */
export const text = (layer: string, at: XY, height: number, value: string): string[] =>
  groups(0, 'TEXT', 8, layer, ...point(10, at), 40, height, 1, dxfText(value), 72, 1, ...point(11, at), 73, 2);

export const circle = (layer: string, at: XY, radius: number): string[] => groups(0, 'CIRCLE', 8, layer, ...point(10, at), 40, radius);

/** The whole file, CRLF as AutoCAD writes it. */
export function dxfFile({ insunits, layers, entities, extents }: DxfDrawing): string {
  // $INSUNITS came with AutoCAD 2000; R12 readers pass over a header variable they do not know, later ones read it.
  const header = [
    ...groups(0, 'SECTION', 2, 'HEADER', 9, '$ACADVER', 1, 'AC1009', 9, '$INSUNITS', 70, insunits, 9, '$MEASUREMENT', 70, 1),
    ...groups(9, '$EXTMIN', ...point(10, extents.min), 9, '$EXTMAX', ...point(10, extents.max), 0, 'ENDSEC'),
  ];
  const tables = [
    ...groups(0, 'SECTION', 2, 'TABLES'),
    ...groups(0, 'TABLE', 2, 'LTYPE', 70, 1, 0, 'LTYPE', 2, 'CONTINUOUS', 70, 0, 3, 'Solid line', 72, 65, 73, 0, 40, 0, 0, 'ENDTAB'),
    ...groups(0, 'TABLE', 2, 'LAYER', 70, layers.length + 1),
    ...[{ name: '0', colour: 7 }, ...layers].flatMap((layer) => groups(0, 'LAYER', 2, layer.name, 70, 0, 62, layer.colour, 6, 'CONTINUOUS')),
    ...groups(0, 'ENDTAB'),
    ...groups(0, 'TABLE', 2, 'STYLE', 70, 1, 0, 'STYLE', 2, 'STANDARD', 70, 0, 40, 0, 41, 1, 50, 0, 71, 0, 42, 2.5, 3, 'txt', 4, '', 0, 'ENDTAB'),
    ...groups(0, 'ENDSEC'),
  ];
  const body = [...groups(0, 'SECTION', 2, 'ENTITIES'), ...entities.flat(), ...groups(0, 'ENDSEC', 0, 'EOF')];
  return [...header, ...tables, ...body].join('\r\n') + '\r\n';
}
