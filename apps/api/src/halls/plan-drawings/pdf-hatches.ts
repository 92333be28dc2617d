import { hatchMarks } from './hatches.ts';
import type { Hatch, HatchedLook } from './state-looks.ts';

type Pattern = ReturnType<PDFKit.PDFDocument['pattern']>;

/** A PDF number: four decimals at most. */
const n = (value: number) => String(Math.round(value * 10_000) / 10_000);

/**
 * The hatch as an uncoloured tiling pattern of `tile` pt (its colour is given where it is used), drawn with lines of
 * `line` pt: vector, so it stays sharp at any zoom and costs the file one small pattern instead of lines per stand.
 */
function hatchPattern(doc: PDFKit.PDFDocument, hatch: Hatch, tile: number, line: number): Pattern | null {
  const { lines, dots } = hatchMarks(hatch);
  if (lines.length === 0 && dots.length === 0) return null;
  const ops = [`${n(line)} w 0 J`];
  for (const [x1, y1, x2, y2] of lines) ops.push(`${n(x1 * tile)} ${n(y1 * tile)} m ${n(x2 * tile)} ${n(y2 * tile)} l S`);
  // A dot as a small square: at this size it prints as a dot, in four numbers instead of a circle's curves.
  for (const [cx, cy, r] of dots) ops.push(`${n((cx - r) * tile)} ${n((cy - r) * tile)} ${n(2 * r * tile)} ${n(2 * r * tile)} re f`);
  return doc.pattern([0, 0, tile, tile], tile, tile, ops.join('\n'));
}

/**
 * Fills paths by look: the look's colour, then its hatch over it in the look's ink. The patterns are made once per
 * document, one per hatch (uncoloured, so every state with that hatch shares it). A fill ends the path, so `path`
 * draws it anew for the second fill.
 */
export function lookFiller(doc: PDFKit.PDFDocument, tile: number, line: number) {
  const patterns = new Map<Hatch, Pattern | null>();
  const patternOf = (hatch: Hatch) => {
    if (!patterns.has(hatch)) patterns.set(hatch, hatchPattern(doc, hatch, tile, line));
    return patterns.get(hatch)!;
  };
  return (path: () => void, look: HatchedLook) => {
    path();
    doc.fill(look.fill);
    const pattern = patternOf(look.hatch);
    if (pattern) {
      path();
      doc.fill([pattern, look.ink]);
    }
  };
}
