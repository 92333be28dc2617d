import { boundingBox, centroid, FIXTURE_KINDS, TECHNICAL_POINT_UNITS, type Lang, type Ring } from '@messeportal/domain';
import { drawnBox, printScale, type DrawingWords, type LegendItem } from '../../halls/plan-drawings/drawing-frame.ts';
import type { HallDrawing } from '../../halls/plan-drawings/hall-drawing.ts';
import { DRAWING_TEXTS, filled, FIXTURE_LABELS, STATE_LABELS, TECHNICAL_POINT_LABELS } from '../../halls/plan-drawings/labels.ts';
import { labelPlace } from '@messeportal/domain';
import { KEEP_CLEAR_LOOK, PLAN_COLOURS as C, STATE_LOOKS } from '../../halls/plan-drawings/state-looks.ts';
import { points, ringsPath, statePattern, tag, xml } from './svg-pieces.ts';

/** The paper the SVG's scale is chosen for: A3 landscape less its margins, in mm. */
const PAPER = { widthMm: 400, heightMm: 257, name: 'A3' };
/** The page around the plan, in mm of paper: margin, title band, legend rows and items. */
const MM = { margin: 10, title: 18, gap: 6, legendRow: 7, legendItem: 46, minWidth: 190 };
const FONT = 'Open Sans, Arial, Helvetica, sans-serif';
/** A text centred on its x and y both ways. */
const CENTRED = { 'text-anchor': 'middle', 'dominant-baseline': 'central' };

/**
 * A hall as SVG (issue 31): one user unit is one centimetre of the hall, y downwards as in the plan, and the
 * document's width and height in millimetres print it at a standard scale on A3, either way up (said in the legend). The plan's
 * parts sit in groups named by `data-role` as the import reads them (outline, aisles, keepClear, the fixture
 * kinds, stands, columns). Each stand is filled by its state's colour and hatch, with a <title> naming stand,
 * state and company, and its number inside; title, date and legend around it are in the drawing's language.
 */
export function planSvg(drawing: HallDrawing, words: DrawingWords, lang: Lang): string {
  const { geometry } = drawing;
  const box = drawnBox(drawing);
  // A3 either way up: a hall much deeper than wide is printed upright.
  const scale = Math.min(printScale(box, PAPER.widthMm, PAPER.heightMm), printScale(box, PAPER.heightMm, PAPER.widthMm));
  /** Centimetres of the hall per millimetre of paper. */
  const u = scale / 10;
  const planMm = { width: (box.maxX - box.minX) / u, height: (box.maxY - box.minY) / u };
  const contentMm = Math.max(planMm.width, MM.minWidth);
  const perRow = Math.max(1, Math.floor(contentMm / MM.legendItem));
  const legendRows = Math.ceil(words.legend.length / perRow);
  const page = { width: contentMm + 2 * MM.margin, height: MM.margin + MM.title + planMm.height + MM.gap + legendRows * MM.legendRow + MM.gap + MM.margin };
  const origin = { x: box.minX - MM.margin * u, y: box.minY - (MM.margin + MM.title) * u };
  const text = (x: number, y: number, sizeMm: number, content: string, extra: Record<string, string | number> = {}) =>
    tag('text', { x, y, 'font-size': sizeMm * u, ...extra }, xml(content));
  const role = (name: string, content: string) => (content === '' ? '' : tag('g', { 'data-role': name }, content));

  const patterns = Object.entries(STATE_LOOKS).map(([state, look]) => statePattern(`state-${state}`, look, 2 * u, 0.2 * u));
  patterns.push(statePattern('keep-clear', KEEP_CLEAR_LOOK, 2 * u, 0.2 * u));

  const polygon = (ring: Ring, attributes: Record<string, string | number>) => tag('polygon', { points: points(ring), ...attributes });
  const stroke = (widthMm: number) => widthMm * u;

  const stands = drawing.stands.map((stand) => {
    const name = [`Stand ${stand.number}`, STATE_LABELS[stand.state][lang], stand.company].filter(Boolean).join(' · ');
    const shape = { points: points(stand.ring), fill: `url(#state-${stand.state})`, stroke: C.standEdge, 'stroke-width': stroke(0.25), 'data-stand': stand.number, 'data-state': stand.state };
    return tag('polygon', shape, tag('title', {}, xml(name)));
  });
  const numbers = drawing.stands.map((stand) => {
    const place = labelPlace(stand.ring, stand.number);
    if (place.size <= 0) return '';
    // On a white halo (paint-order: the stroke under the fill), readable over any hatch.
    const halo = { stroke: '#ffffff', 'stroke-width': place.size * 0.16, 'paint-order': 'stroke' };
    return tag('text', { x: place.x, y: place.y, 'font-size': place.size, 'font-weight': 700, ...CENTRED, fill: C.text, ...halo }, xml(stand.number));
  });
  const fixtures = FIXTURE_KINDS.map((kind) =>
    role(
      kind,
      geometry.fixtures
        .filter((fixture) => fixture.kind === kind)
        .map((fixture) => {
          const [x, y] = centroid(fixture.ring);
          const shape = polygon(fixture.ring, { fill: C.fixture[kind], stroke: C.fixtureEdge, 'stroke-width': stroke(0.25) });
          return shape + text(x, y, 2.5, fixture.label || FIXTURE_LABELS[kind][lang], { ...CENTRED, fill: C.text });
        })
        .join(''),
    ),
  );
  const technical = geometry.technicalPoints.map(({ kind, at: [x, y], capacity }) => {
    const label = TECHNICAL_POINT_LABELS[kind];
    const title = tag('title', {}, xml(`${label.name[lang]} ${capacity} ${TECHNICAL_POINT_UNITS[kind]}`));
    const circle = tag('circle', { cx: x, cy: y, r: 1.6 * u, fill: '#ffffff', stroke: C.technical, 'stroke-width': stroke(0.3) }, title);
    return circle + text(x, y, 2.2, label.letter[lang], { ...CENTRED, 'font-weight': 700, fill: C.technical });
  });
  // A sector's name just above its top left corner: its middle is usually a stand's, whose number it would cover.
  const sectors = geometry.sectors.map((sector) => {
    const corner = boundingBox(sector.ring);
    const edge = polygon(sector.ring, { fill: 'none', stroke: C.sector, 'stroke-width': stroke(0.3), 'stroke-dasharray': `${2 * u} ${1.2 * u}` });
    return edge + text(corner.minX + u, corner.minY - u, 3, sector.name, { fill: C.sector, 'font-style': 'italic' });
  });

  const legendTop = box.maxY + MM.gap * u;
  const legend = words.legend.map((item, i) => legendEntry(item, box.minX + (i % perRow) * MM.legendItem * u, legendTop + Math.floor(i / perRow) * MM.legendRow * u, u));
  const scaleLine = text(box.minX, legendTop + legendRows * MM.legendRow * u + 3 * u, 3, filled(DRAWING_TEXTS.scale[lang], { scale, paper: PAPER.name }), { fill: C.text });

  const body = [
    tag('title', {}, xml(words.title)),
    tag('desc', {}, xml(`1 user unit = 1 cm; printed 1:${scale} on ${PAPER.name}.`)),
    tag('defs', {}, patterns.join('')),
    role('outline', tag('path', { d: ringsPath([geometry.outline, ...geometry.holes]), 'fill-rule': 'evenodd', fill: C.floor, stroke: C.outline, 'stroke-width': stroke(0.6) })),
    role('aisles', geometry.aisles.map((ring) => polygon(ring, { fill: C.aisle })).join('')),
    tag('g', { class: 'sectors' }, sectors.join('')),
    role('keepClear', geometry.keepClear.map((ring) => polygon(ring, { fill: 'url(#keep-clear)', stroke: C.keepClear, 'stroke-width': stroke(0.3), 'stroke-dasharray': `${1.5 * u} ${u}` })).join('')),
    ...fixtures,
    role('stands', stands.join('')),
    role('columns', geometry.columns.map((ring) => polygon(ring, { fill: C.column })).join('')),
    tag('g', { class: 'technical-points' }, technical.join('')),
    // Numbers after every shape, so that an import finds them inside their stands first.
    tag('g', { class: 'stand-numbers' }, numbers.join('')),
    text(box.minX, box.minY - 12 * u, 5, words.title, { 'font-weight': 700, fill: C.text }),
    text(box.minX, box.minY - 7 * u, 3.5, words.asOf, { fill: C.text }),
    tag('g', { class: 'legend' }, legend.join('') + scaleLine),
  ];
  const root = {
    xmlns: 'http://www.w3.org/2000/svg',
    width: `${Math.round(page.width)}mm`,
    height: `${Math.round(page.height)}mm`,
    viewBox: [origin.x, origin.y, page.width * u, page.height * u].map((value) => Math.round(value)).join(' '),
    'font-family': FONT,
    lang,
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${tag('svg', root, `\n${body.filter(Boolean).join('\n')}\n`)}\n`;
}

/** One entry of the legend at (x, y), its top left: a swatch 6 × 4 mm and its words beside it. */
function legendEntry(item: LegendItem, x: number, y: number, u: number): string {
  const swatch = { x, y, width: 6 * u, height: 4 * u };
  const words = tag('text', { x: x + 8 * u, y: y + 3.2 * u, 'font-size': 3 * u, fill: C.text }, xml(item.text));
  switch (item.kind) {
    case 'state':
      return tag('rect', { ...swatch, fill: `url(#state-${item.state})`, stroke: C.standEdge, 'stroke-width': 0.25 * u }) + words;
    case 'column':
      return tag('rect', { x: x + 1.5 * u, y, width: 4 * u, height: 4 * u, fill: C.column }) + words;
    case 'keepClear':
      return tag('rect', { ...swatch, fill: 'url(#keep-clear)', stroke: C.keepClear, 'stroke-width': 0.3 * u, 'stroke-dasharray': `${1.5 * u} ${u}` }) + words;
    case 'technical':
      return (
        tag('circle', { cx: x + 3 * u, cy: y + 2 * u, r: 1.8 * u, fill: '#ffffff', stroke: C.technical, 'stroke-width': 0.3 * u }) +
        tag('text', { x: x + 3 * u, y: y + 2 * u, 'font-size': 2.2 * u, ...CENTRED, 'font-weight': 700, fill: C.technical }, xml(item.letter)) +
        words
      );
  }
}
