/** One group of a DXF file: its code line and its value line. */
export interface DxfGroup {
  code: number;
  value: string;
}

const CODE = /^-?\d{1,4}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * The groups of an ASCII DXF file, up to its EOF; null for anything else, a binary DXF ("AutoCAD Binary DXF")
 * included: pairs of lines, a group code and its value, the first (after comments) `0`/`SECTION`. Files from
 * AutoCAD 2007 on are UTF-8, older ones in the Windows code page.
 */
export function dxfGroups(bytes: Buffer): DxfGroup[] | null {
  if (bytes.subarray(0, 18).toString('latin1') === 'AutoCAD Binary DXF') return null;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = windows1252.decode(bytes);
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const groups: DxfGroup[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const code = lines[i]!.trim();
    if (!CODE.test(code)) return null;
    const group = { code: Number(code), value: lines[i + 1]!.trim() };
    groups.push(group);
    if (group.code === 0 && group.value === 'EOF') break;
  }
  const first = groups.find((group) => group.code !== 999);
  return first?.code === 0 && first.value === 'SECTION' ? groups : null;
}

/** A HEADER variable's value (the group after `9`/name); undefined when the file does not set it. */
export function headerValue(groups: readonly DxfGroup[], name: string): string | undefined {
  let section = '';
  for (let i = 0; i < groups.length - 1; i++) {
    const group = groups[i]!;
    if (group.code === 0 && group.value === 'SECTION') section = groups[i + 1]!.value;
    else if (section === 'HEADER' && group.code === 9 && group.value === name) return groups[i + 1]!.value;
  }
  return undefined;
}

/** The layers the LAYER table defines, also those nothing is drawn on. */
export function tableLayers(groups: readonly DxfGroup[]): string[] {
  const layers: string[] = [];
  let entry = '';
  for (const group of groups) {
    if (group.code === 0) entry = group.value;
    else if (entry === 'LAYER' && group.code === 2) {
      layers.push(group.value);
      entry = '';
    }
  }
  return layers;
}

/** Per entity the group codes the plan needs (besides the entity's `0`); all others are left out. */
const KEPT_CODES: Record<string, ReadonlySet<number>> = {
  // Layer, paper space, flags (closed), vertices with their bulge; the vertex count (90) is written anew.
  LWPOLYLINE: new Set([8, 67, 70, 10, 20, 42]),
  POLYLINE: new Set([8, 67, 70]),
  VERTEX: new Set([10, 20, 42, 70]),
  // Insertion point, alignment point and alignment, text (MTEXT in chunks of 3 ended by 1).
  TEXT: new Set([8, 67, 1, 10, 20, 11, 21, 72, 73]),
  MTEXT: new Set([8, 67, 1, 3, 10, 20]),
};

/**
 * The ENTITIES section as the text dxf-parser is given: only the entities a plan is drawn with (LWPOLYLINE,
 * POLYLINE with its VERTEXes, TEXT, MTEXT), only their groups the plan reads. dxf-parser (1.1.2) loops forever on
 * some files any CAD program may write or anyone may upload: a POLYLINE not followed by VERTEX or SEQEND, a table
 * entry it does not expect, a vertex count larger than the vertices; so every POLYLINE here ends with SEQEND, no
 * TABLES, BLOCKS or unknown group reach it, and an LWPOLYLINE's count is the number of its vertices.
 */
export function parserInput(groups: readonly DxfGroup[]): string {
  const out: (string | number)[] = ['0', 'SECTION', '2', 'ENTITIES'];
  let inPolyline = false;
  for (const [type, entity] of entitiesOf(groups)) {
    if (inPolyline && type !== 'VERTEX') {
      out.push(0, 'SEQEND');
      inPolyline = false;
    }
    const kept = KEPT_CODES[type];
    if (!kept || (type === 'VERTEX' && !inPolyline)) continue;
    // dxf-parser throws on a point's x (10, 11) not followed by its y (20, 21); such a point is left out instead.
    const wanted = entity.filter((group) => kept.has(group.code)).filter((group, i, all) => (group.code !== 10 && group.code !== 11) || all[i + 1]?.code === group.code + 10);
    if (type === 'LWPOLYLINE') {
      const firstVertex = wanted.findIndex((group) => group.code === 10);
      if (firstVertex < 0) continue;
      const head = wanted.filter((group) => group.code === 8 || group.code === 67 || group.code === 70);
      const vertices = wanted.slice(firstVertex).filter((group) => group.code === 10 || group.code === 20 || group.code === 42);
      out.push(0, type, ...head.flatMap(pair), 90, vertices.filter((group) => group.code === 10).length, ...vertices.flatMap(pair));
    } else out.push(0, type, ...wanted.flatMap(pair));
    if (type === 'POLYLINE') inPolyline = true;
  }
  if (inPolyline) out.push(0, 'SEQEND');
  out.push(0, 'ENDSEC', 0, 'EOF');
  return out.join('\n');
}

const pair = (group: DxfGroup) => [group.code, group.value];

/** The entities of the ENTITIES section, each as its type and its groups after the `0`. */
function* entitiesOf(groups: readonly DxfGroup[]): Generator<[string, DxfGroup[]]> {
  let section = '';
  let current: [string, DxfGroup[]] | null = null;
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i]!;
    if (group.code !== 0) {
      if (section === 'ENTITIES') current?.[1].push(group);
      continue;
    }
    if (current) yield current;
    current = null;
    if (group.value === 'SECTION') section = groups[i + 1]?.value ?? '';
    else if (group.value === 'ENDSEC') section = '';
    else if (section === 'ENTITIES') current = [group.value, []];
  }
  if (current) yield current;
}
