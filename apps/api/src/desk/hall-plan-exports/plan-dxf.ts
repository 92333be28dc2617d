import { centroid, STAND_STATES, TECHNICAL_POINT_UNITS, type Lang, type Point, type Ring } from '@messeportal/domain';
import { drawnBox } from '../../halls/plan-drawings/drawing-frame.ts';
import { circle, dxfFile, polyline, text, type DxfLayer, type XY } from './dxf-writer.ts';
import type { HallDrawing } from '../../halls/plan-drawings/hall-drawing.ts';
import { FIXTURE_LABELS, TECHNICAL_POINT_LABELS } from '../../halls/plan-drawings/labels.ts';
import { labelPlace } from '@messeportal/domain';
import { STATE_LOOKS } from '../../halls/plan-drawings/state-looks.ts';

/**
 * The layers of the hall's DXF. Their names are fixed (German, ASCII capitals, as a German fair's CAD office names
 * them) whatever the export's language, so that CAD templates and scripts can rely on them; a state's stands lie on
 * its layer (STAND_FREI … STAND_GESPERRT, state-looks.ts) with their numbers.
 */
export const DXF_LAYERS = {
  outline: { name: 'HALLENUMRISS', colour: 7 },
  aisles: { name: 'GAENGE', colour: 9 },
  sectors: { name: 'SEKTOREN', colour: 8 },
  keepClear: { name: 'SPERRFLAECHEN', colour: 1 },
  fixtures: { name: 'EINBAUTEN', colour: 4 },
  columns: { name: 'SAEULEN', colour: 250 },
  technical: { name: 'TECHNIK', colour: 130 },
  companies: { name: 'AUSSTELLER', colour: 7 },
} satisfies Record<string, DxfLayer>;

/** Text heights in cm where no stand decides them. */
const HEIGHT = { fixture: 40, sector: 60, technical: 20, company: 30 };
const TECHNICAL_RADIUS_CM = 25;

/**
 * A hall as DXF for the technical department (issue 31): in centimetres ($INSUNITS 5), integer as the plan keeps
 * them, with the y axis turned back up as CAD has it (the plan's top edge at the top) and the drawing's lowest
 * corner at y = 0. The outline and holes as closed polylines on HALLENUMRISS, every stand a closed polyline with its
 * number (a centred TEXT inside it) on its state's layer and its company on AUSSTELLER, columns, fixtures with their
 * labels, keep-clear zones, aisles, sectors and technical points (a circle and "S 16 kW") on layers of their own.
 */
export function planDxf(drawing: HallDrawing, lang: Lang): string {
  const box = drawnBox(drawing);
  const up = ([x, y]: Point | XY): XY => [x, box.maxY - y];
  const closed = (layer: DxfLayer, ring: Ring) => polyline(layer.name, ring.map(up));
  const { geometry } = drawing;
  const entities: string[][] = [
    ...[geometry.outline, ...geometry.holes].map((ring) => closed(DXF_LAYERS.outline, ring)),
    ...geometry.aisles.map((ring) => closed(DXF_LAYERS.aisles, ring)),
    ...geometry.keepClear.map((ring) => closed(DXF_LAYERS.keepClear, ring)),
    ...geometry.columns.map((ring) => closed(DXF_LAYERS.columns, ring)),
  ];
  for (const sector of geometry.sectors) {
    entities.push(closed(DXF_LAYERS.sectors, sector.ring), text(DXF_LAYERS.sectors.name, up(centroid(sector.ring)), HEIGHT.sector, sector.name));
  }
  for (const fixture of geometry.fixtures) {
    const label = fixture.label || FIXTURE_LABELS[fixture.kind][lang];
    entities.push(closed(DXF_LAYERS.fixtures, fixture.ring), text(DXF_LAYERS.fixtures.name, up(centroid(fixture.ring)), HEIGHT.fixture, label));
  }
  for (const { kind, at, capacity } of geometry.technicalPoints) {
    const [x, y] = up(at);
    const label = `${TECHNICAL_POINT_LABELS[kind].letter[lang]} ${capacity} ${TECHNICAL_POINT_UNITS[kind]}`;
    entities.push(circle(DXF_LAYERS.technical.name, [x, y], TECHNICAL_RADIUS_CM), text(DXF_LAYERS.technical.name, [x, y + 2 * TECHNICAL_RADIUS_CM], HEIGHT.technical, label));
  }
  for (const stand of drawing.stands) {
    const layer = STATE_LOOKS[stand.state].layer;
    const place = labelPlace(stand.ring, stand.number);
    // A number too small to place still goes inside its stand: the import and CAD find it there.
    const height = Math.max(place.size, 5);
    entities.push(polyline(layer, stand.ring.map(up)), text(layer, up([place.x, place.y]), height, stand.number));
    if (stand.company !== '') entities.push(text(DXF_LAYERS.companies.name, up([place.x, place.y + height * 0.9]), Math.min(HEIGHT.company, height * 0.4), stand.company));
  }
  const stateLayers = STAND_STATES.map((state) => ({ name: STATE_LOOKS[state].layer, colour: STATE_LOOKS[state].aci }));
  return dxfFile({
    insunits: 5,
    layers: [...Object.values(DXF_LAYERS), ...stateLayers],
    entities,
    extents: { min: [box.minX, 0], max: [box.maxX, box.maxY - box.minY] },
  });
}
