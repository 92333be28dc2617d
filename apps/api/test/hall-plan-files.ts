/*
 * Hall plan files the import tests make for themselves (no binary fixtures in the repository): SVG as Inkscape
 * or a CAD export writes it, ASCII DXF in real group-code text as AutoCAD writes it (CRLF, HEADER, TABLES,
 * ENTITIES), and broken variants of both. Drawings are in millimetres, so a 3 × 4 m stand is 3000 × 4000.
 */

type XY = [number, number];

// ---------------------------------------------------------------------------------------------------------------
// SVG

/** The small hall: 40 × 30 m, stands 3 × 4 m in two rows of five (A1–A5, B1–B5) with a 4 m aisle between. */
export const SMALL_HALL = {
  widthMm: 40_000,
  heightMm: 30_000,
  stands: [0, 1, 2, 3, 4].flatMap((i) => [
    { number: `A${i + 1}`, x: 5000 + i * 3000, y: 5000, width: 3000, height: 4000 },
    { number: `B${i + 1}`, x: 5000 + i * 3000, y: 13_000, width: 3000, height: 4000 },
  ]),
  columns: [
    { x: 25_000, y: 10_750, width: 500, height: 500 },
    { x: 32_000, y: 10_750, width: 500, height: 500 },
  ],
  aisle: { x: 5000, y: 9000, width: 15_000, height: 4000 },
  keepClear: { x: 34_000, y: 24_000, width: 4000, height: 6000 },
  entrance: { x: 35_000, y: 29_500, width: 2000, height: 500 },
};

export interface SmallHallSvgOptions {
  /** 'mm': width and height in mm with a viewBox (the scale is known); 'none': in px, to be calibrated. */
  units?: 'mm' | 'none';
  /** Draw the same stands through transforms: a translated and scaled group, a rotated rect, a nested svg. */
  transforms?: boolean;
}

const rect = (r: { x: number; y: number; width: number; height: number }, extra = '') => `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}"${extra}/>`;
const label = (x: number, y: number, text: string) => `<text x="${x}" y="${y}" text-anchor="middle" font-size="600">${text}</text>`;

function svgFile(body: string, units: 'mm' | 'none' = 'mm', size: XY = [SMALL_HALL.widthMm, SMALL_HALL.heightMm]): string {
  const [width, height] = units === 'mm' ? [`${size[0]}mm`, `${size[1]}mm`] : [`${size[0] / 100}`, `${size[1] / 100}`];
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="${width}" height="${height}" viewBox="0 0 ${size[0]} ${size[1]}" version="1.1">\n` +
    '<sodipodi:namedview id="base" inkscape:document-units="mm"/>\n<defs><rect id="template" x="0" y="0" width="99" height="99"/></defs>\n' +
    body +
    '\n</svg>\n'
  );
}

/** A stand drawn each of the ways SVG allows: rect, path with relative commands, polygon, closed polyline. */
function standShape(stand: (typeof SMALL_HALL.stands)[number], i: number): string {
  const { x, y, width, height } = stand;
  if (i === 2) return `<path d="m ${x},${y} h ${width} v ${height} h ${-width} z"/>`;
  if (i === 4) return `<polygon points="${x},${y} ${x + width},${y} ${x + width},${y + height} ${x},${y + height}"/>`;
  if (i === 6) return `<polyline points="${x},${y} ${x + width},${y} ${x + width},${y + height} ${x},${y + height} ${x},${y}"/>`;
  return rect(stand);
}

/**
 * The small hall as SVG with its groups named by role, as an organiser draws it in Inkscape: the hall
 * (`inkscape:label="Halle"`), the stands (`id="staende"`) each with its number as a text at its middle, two
 * columns, the aisle, a keep-clear zone (`data-role="keep-clear"`) and an entrance.
 */
export function smallHallSvg(options: SmallHallSvgOptions = {}): string {
  const h = SMALL_HALL;
  const stands = options.transforms
    ? transformedStands()
    : h.stands.map((stand, i) => standShape(stand, i) + label(stand.x + stand.width / 2, stand.y + stand.height / 2 + 200, stand.number)).join('\n');
  const body = [
    `<g inkscape:groupmode="layer" id="layer1" inkscape:label="Halle">${rect({ x: 0, y: 0, width: h.widthMm, height: h.heightMm })}</g>`,
    `<g id="staende">\n${stands}\n</g>`,
    `<g id="Säulen">${h.columns.map((column) => rect(column)).join('')}</g>`,
    `<g id="gaenge">${rect(h.aisle)}</g>`,
    `<g id="zone-7" data-role="keep-clear">${rect(h.keepClear)}</g>`,
    `<g id="Eingänge">${rect(h.entrance)}${label(36_000, 29_800, 'Eingang Nord')}</g>`,
  ].join('\n');
  return svgFile(body, options.units);
}

/**
 * The stands of the small hall in a group translated by (1000, 2000) and scaled by 2, so their own coordinates
 * are ((X − 1000) / 2, (Y − 2000) / 2); A1 as a 2000 × 1500 rect turned by 90° about its middle, B5 in a nested svg.
 */
function transformedStands(): string {
  const local = (x: number, y: number): XY => [(x - 1000) / 2, (y - 2000) / 2];
  const drawn = SMALL_HALL.stands.map((stand) => {
    const [x, y] = local(stand.x, stand.y);
    const [cx, cy] = local(stand.x + stand.width / 2, stand.y + stand.height / 2);
    const [width, height] = [stand.width / 2, stand.height / 2];
    const text = `<text transform="translate(${cx} ${cy})"><tspan x="0" y="0">${stand.number}</tspan></text>`;
    if (stand.number === 'A1') return `<rect x="${cx - height / 2}" y="${cy - width / 2}" width="${height}" height="${width}" transform="rotate(90 ${cx} ${cy})"/>${text}`;
    if (stand.number === 'B5') return `<svg x="${x}" y="${y}"><rect x="0" y="0" width="${width}" height="${height}"/></svg>${text}`;
    return rect({ x, y, width, height }) + text;
  });
  return `<g transform="translate(1000,2000)"><g id="stands-2" transform="scale(2)">${drawn.join('\n')}</g></g>`;
}

/**
 * A hall without any named group, as a quick export draws it: the hall, four stands with their numbers (one in two
 * tspans, one with a zero-width space), a 10 × 8 m area without a number, and two columns of 0.5 × 0.5 m.
 */
export function hallSvgWithoutGroups(): string {
  const stands = [
    rect({ x: 5000, y: 5000, width: 3000, height: 4000 }) + label(6500, 7000, 'C1'),
    rect({ x: 8000, y: 5000, width: 3000, height: 4000 }) + '<text x="9500" y="7000"><tspan>C</tspan><tspan>2</tspan></text>',
    rect({ x: 11_000, y: 5000, width: 3000, height: 4000 }) + label(12_500, 7000, 'C\u200b3'),
    rect({ x: 14_000, y: 5000, width: 6000, height: 4000 }) + label(17_000, 7000, 'C4'),
    rect({ x: 5000, y: 15_000, width: 10_000, height: 8000 }),
    rect({ x: 25_000, y: 12_000, width: 500, height: 500 }),
    rect({ x: 30_000, y: 12_000, width: 500, height: 500 }),
  ];
  return svgFile(`<g id="layer1">${rect({ x: 0, y: 0, width: SMALL_HALL.widthMm, height: SMALL_HALL.heightMm })}</g>\n${stands.join('\n')}`);
}

/** A hall SVG with the given stands' markup in its stands group (for the broken variants). */
const hallWithStands = (stands: string) => svgFile(`<g id="hall">${rect({ x: 0, y: 0, width: SMALL_HALL.widthMm, height: SMALL_HALL.heightMm })}</g>\n<g id="stands">${stands}</g>`);

/** Stand A1 drawn as a path that stops one corner short of where it started (no Z). */
export const openOutlineSvg = () => hallWithStands(`<path d="M 5000 5000 L 8000 5000 L 8000 9000 L 5000 9000"/>${label(6500, 7000, 'A1')}`);

/** Stand A1 as a bow tie: its outline crosses itself at (6500, 7000). */
export const selfIntersectingStandSvg = () => hallWithStands(`<polygon points="5000,5000 8000,9000 8000,5000 5000,9000"/>${label(6000, 7000, 'A1')}`);

/** Two stands numbered "A1" and "a 01", one stand by standKey. */
export const duplicateNumbersSvg = () =>
  hallWithStands([rect({ x: 5000, y: 5000, width: 3000, height: 4000 }) + label(6500, 7000, 'A1'), rect({ x: 8000, y: 5000, width: 3000, height: 4000 }) + label(9500, 7000, 'a 01')].join(''));

/** Stand A1 with a rounded front: an arc from (8000, 9000) to (5000, 9000). */
export const curvedPathSvg = () => hallWithStands(`<path d="M 5000 5000 H 8000 V 9000 A 1500 1500 0 0 1 5000 9000 Z"/>${label(6500, 7000, 'A1')}`);

/** The small hall with a size in px: no scale but by calibration. */
export const svgWithoutUnits = () => smallHallSvg({ units: 'none' });

/** A real PNG (1 × 1 pixel), as someone uploads a screenshot named hall.svg. */
export const pngFile = () =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** An HTML page with the plan inline: XML-like and holding an svg, but no SVG file. */
export const htmlWithSvg = () => `<!DOCTYPE html>\n<html><head><title>Halle 3</title></head><body>${smallHallSvg().replace(/^<\?xml[^>]*>\n/, '')}</body></html>`;

// ---------------------------------------------------------------------------------------------------------------
// DXF

/** One entity as its group codes and values, in order. */
export type DxfEntity = (string | number)[];

/** A closed (or open) LWPOLYLINE; `bulges` gives a vertex's bulge (an arc to the next vertex) by its index. */
export function dxfPolyline(layer: string, points: XY[], options: { closed?: boolean; bulges?: Record<number, number> } = {}): DxfEntity {
  const vertices = points.flatMap(([x, y], i) => [10, x, 20, y, ...(options.bulges?.[i] ? [42, options.bulges[i]!] : [])]);
  return [0, 'LWPOLYLINE', 5, handle(), 100, 'AcDbEntity', 8, layer, 100, 'AcDbPolyline', 90, points.length, 70, options.closed === false ? 0 : 1, 43, 0, ...vertices];
}

/** The old-style POLYLINE with VERTEX entities and SEQEND, as older CAD programs write outlines. */
export function dxfOldPolyline(layer: string, points: XY[]): DxfEntity {
  const vertices = points.flatMap(([x, y]) => [0, 'VERTEX', 5, handle(), 100, 'AcDbEntity', 8, layer, 100, 'AcDbVertex', 100, 'AcDb2dVertex', 10, x, 20, y, 30, 0, 70, 0]);
  return [0, 'POLYLINE', 5, handle(), 100, 'AcDbEntity', 8, layer, 100, 'AcDb2dPolyline', 66, 1, 10, 0, 20, 0, 30, 0, 70, 1, ...vertices, 0, 'SEQEND', 5, handle(), 8, layer];
}

/** A TEXT; `centred` writes it middle-centred, placed by its alignment point (11/21) as CAD programs do. */
export function dxfText(layer: string, [x, y]: XY, value: string, centred = false): DxfEntity {
  const alignment = centred ? [72, 1, 11, x, 21, y, 31, 0, 100, 'AcDbText', 73, 2] : [];
  return [0, 'TEXT', 5, handle(), 100, 'AcDbEntity', 8, layer, 100, 'AcDbText', 10, centred ? x - 300 : x, 20, centred ? y - 150 : y, 30, 0, 40, 300, 1, value, ...alignment];
}

/** An MTEXT with formatting codes around its text, e.g. `\A1;{\fArial|b1|i0;A12}`. */
export function dxfMtext(layer: string, [x, y]: XY, value: string): DxfEntity {
  return [0, 'MTEXT', 5, handle(), 100, 'AcDbEntity', 8, layer, 100, 'AcDbMText', 10, x, 20, y, 30, 0, 40, 300, 41, 2000, 71, 5, 72, 1, 1, value];
}

let handles = 0x100;
const handle = () => (handles++).toString(16).toUpperCase();

/** A whole ASCII DXF (AutoCAD 2000) with $INSUNITS (none when null), a LAYER table, a BLOCKS section and the entities. */
export function dxfFile(entities: DxfEntity[], options: { insunits?: number | null; layers?: string[] } = {}): string {
  const insunits = options.insunits === undefined ? 4 : options.insunits;
  const layers = options.layers ?? [...new Set(entities.flatMap((entity) => entity.flatMap((value, i) => (value === 8 && i % 2 === 0 ? [String(entity[i + 1])] : []))))];
  const groups: (string | number)[] = [
    ...[999, 'Messeportal test drawing'],
    ...[0, 'SECTION', 2, 'HEADER', 9, '$ACADVER', 1, 'AC1015', 9, '$EXTMIN', 10, 0, 20, 0, 30, 0, 9, '$EXTMAX', 10, 1000, 20, 1000, 30, 0],
    ...(insunits === null ? [] : [9, '$INSUNITS', 70, insunits]),
    ...[0, 'ENDSEC'],
    ...[0, 'SECTION', 2, 'TABLES', 0, 'TABLE', 2, 'VPORT', 5, 8, 70, 1, 0, 'VPORT', 2, '*ACTIVE', 70, 0, 10, 0, 20, 0, 11, 1, 21, 1, 0, 'ENDTAB'],
    ...[0, 'TABLE', 2, 'LAYER', 5, 2, 100, 'AcDbSymbolTable', 70, layers.length + 1],
    ...['0', ...layers].flatMap((name) => [0, 'LAYER', 5, handle(), 100, 'AcDbSymbolTableRecord', 100, 'AcDbLayerTableRecord', 2, name, 70, 0, 62, 7, 6, 'CONTINUOUS']),
    ...[0, 'ENDTAB', 0, 'ENDSEC'],
    ...[0, 'SECTION', 2, 'BLOCKS', 0, 'BLOCK', 5, 20, 8, '0', 2, '*Model_Space', 70, 0, 10, 0, 20, 0, 30, 0, 3, '*Model_Space', 1, '', 0, 'ENDBLK', 5, 21, 8, '0', 0, 'ENDSEC'],
    ...[0, 'SECTION', 2, 'ENTITIES', ...entities.flat(), 0, 'ENDSEC'],
    ...[0, 'SECTION', 2, 'OBJECTS', 0, 'DICTIONARY', 5, 'C', 330, 0, 100, 'AcDbDictionary', 0, 'ENDSEC'],
    ...[0, 'EOF'],
  ];
  // Group codes right-aligned in three places, as AutoCAD writes them.
  return groups.map((value, i) => (i % 2 === 0 ? String(value).padStart(3) : String(value))).join('\r\n') + '\r\n';
}

const box = (x: number, y: number, width: number, height: number): XY[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
];

/** Letters for a row: A … Z, AA, AB, … */
const rowName = (row: number): string => (row < 26 ? String.fromCharCode(65 + row) : rowName(Math.floor(row / 26) - 1) + String.fromCharCode(65 + (row % 26)));

/**
 * The small DXF hall, 20 × 15 m in mm: the outline on "HALLE", four 3 × 4 m stands on "STAENDE": A1 and A2 as LWPOLYLINE with TEXT numbers (A2's centred), A3 as an
 * old-style POLYLINE, A4 with an MTEXT number in formatting codes; two 0.4 × 0.4 m columns on "SAEULEN", a
 * dimension text on "BEMASSUNG". In DXF's y-up coordinates the stands stand 2 m above the hall's lower wall.
 */
export function smallHallDxf(options: { insunits?: number | null; extra?: DxfEntity[] } = {}): string {
  const entities = [
    dxfPolyline('HALLE', box(0, 0, 20_000, 15_000)),
    dxfPolyline('STAENDE', box(2000, 2000, 3000, 4000)),
    dxfText('STAENDE', [3000, 4000], 'A1'),
    dxfPolyline('STAENDE', box(5000, 2000, 3000, 4000)),
    dxfText('STAENDE', [6500, 4000], 'A2', true),
    dxfOldPolyline('STAENDE', box(8000, 2000, 3000, 4000)),
    dxfText('STAENDE', [9500, 4000], 'A3'),
    dxfPolyline('STAENDE', box(11_000, 2000, 3000, 4000)),
    dxfMtext('STAENDE', [12_500, 4000], '\\A1;{\\fArial|b1|i0|c0|p34;A4}'),
    dxfPolyline('SAEULEN', box(16_000, 8000, 400, 400)),
    dxfPolyline('SAEULEN', box(16_000, 12_000, 400, 400)),
    dxfText('BEMASSUNG', [10_000, -500], '20 m'),
    ...(options.extra ?? []),
  ];
  return dxfFile(entities, { insunits: options.insunits });
}

/**
 * A large hall in mm: `stands` stands of 4 × 3 m, 50 to a row, rows 3 m apart, numbered A1 … A50, B1 …, with TEXT
 * numbers (every third centred, every tenth an MTEXT), on "STAENDE"; the hall's outline on "HALLE".
 */
export function gridHallDxf(stands = 2000, options: { insunits?: number | null; outline?: boolean } = {}): string {
  const perRow = 50;
  const rows = Math.ceil(stands / perRow);
  const entities: DxfEntity[] = [];
  if (options.outline !== false) entities.push(dxfPolyline('HALLE', box(0, 0, 10_000 + perRow * 4000, 8000 + rows * 6000)));
  for (let i = 0; i < stands; i++) {
    const [row, column] = [Math.floor(i / perRow), i % perRow];
    const [x, y] = [5000 + column * 4000, 5000 + row * 6000];
    const number = `${rowName(row)}${column + 1}`;
    const middle: XY = [x + 2000, y + 1500];
    entities.push(dxfPolyline('STAENDE', box(x, y, 4000, 3000)));
    entities.push(i % 10 === 9 ? dxfMtext('STAENDE', middle, `{\\fArial|b1;${number}}`) : dxfText('STAENDE', middle, number, i % 3 === 0));
  }
  return dxfFile(entities, { insunits: options.insunits });
}

/** The small DXF hall with stand A5 drawn as an LWPOLYLINE that is not closed (flag 70 = 0, three sides). */
export const openOutlineDxf = () =>
  smallHallDxf({ extra: [dxfPolyline('STAENDE', [[14_000, 8000], [17_000, 8000], [17_000, 12_000], [14_000, 12_000]], { closed: false }), dxfText('STAENDE', [15_500, 10_000], 'A5')] });

/** The small DXF hall with stand A5's front bulging (bulge 0.5 on its second vertex: an arc to the third). */
export const curvedStandDxf = () =>
  smallHallDxf({ extra: [dxfPolyline('STAENDE', box(14_000, 8000, 3000, 4000), { bulges: { 1: 0.5 } }), dxfText('STAENDE', [15_500, 10_000], 'A5')] });

/** The small DXF hall without $INSUNITS. */
export const dxfWithoutUnits = () => smallHallDxf({ insunits: null });

/** Plain text under a .dxf name. */
export const textNamedDxf = () => 'Hallenplan Halle 3\r\nStand A1 3 x 4 m\r\nStand A2 3 x 4 m\r\n';

/** The start of a binary DXF: the sentinel and binary groups. */
export const binaryDxf = () => Buffer.concat([Buffer.from('AutoCAD Binary DXF\r\n\u001a\u0000', 'latin1'), Buffer.from([0, 0, 83, 69, 67, 84, 73, 79, 78, 0, 2, 0])]);

/**
 * A DXF on which dxf-parser 1.1.2 itself never returns: a LAYER table with an entry it does not expect, a
 * POLYLINE followed by neither VERTEX nor SEQEND, an LWPOLYLINE promising 100 million vertices. The stands A1 and
 * A2 are fine.
 */
export function dxfThatHangsDxfParser(): string {
  const text = dxfFile([
    dxfPolyline('STAENDE', box(2000, 2000, 3000, 4000)),
    dxfText('STAENDE', [3000, 4000], 'A1'),
    [0, 'POLYLINE', 8, 'STAENDE', 66, 1, 70, 1],
    dxfPolyline('STAENDE', box(5000, 2000, 3000, 4000)).map((value, i, all) => (all[i - 1] === 90 ? 100_000_000 : value)),
    dxfText('STAENDE', [6500, 4000], 'A2'),
  ]);
  // Between the table's first and second LAYER entry.
  const second = text.indexOf('\r\n  0\r\nLAYER\r\n', text.indexOf('\r\n  0\r\nLAYER\r\n') + 1);
  return `${text.slice(0, second)}\r\n  0\r\nXLAYER${text.slice(second)}`;
}
