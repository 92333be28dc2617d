import type { HallGeometry } from '@messeportal/domain';
import { type Band, bandDepth, type BlockSpec, drawHall, type HallSpec } from './hall-layouts.ts';
import type { RowEnd } from './hall-rows.ts';
import type { FairKey } from './season-plan.ts';

/**
 * The demo organiser's halls (issue 31): four halls of 80 × 50 m for the kitchen fair, two of 70 × 45 m for the
 * smaller fireplace fair, each fair in halls of its own, as two fairs a fortnight apart in one exhibition centre
 * are. Hall names are what registrations carry (a booked stand is found by hall name and number), hence the
 * fireplace fair's 'Halle 5' and 'Halle 6': the organiser's hall names are unique. The fireplace fair sells no
 * head stands, so its double rows end flush, in corner stands.
 */

const aisle = (depth: number): Band => ({ kind: 'aisle', depth });
const wall = (widths?: number[]): Band => ({ kind: 'wall', depth: 4, ...(widths && { widths }) });
const double = (depths: [number, number], ends: [RowEnd, RowEnd], rows: { top?: number[] } = {}): Band => ({ kind: 'double', depths, ends, ...rows });
const islands = (depth: number, layout: number[]): Band => ({ kind: 'islands', depth, layout });

/** The bands of a block, with an aisle after them down to `front` (m): the cross aisle before the foyer. */
function block(sector: string, x: [number, number], bands: Band[], front: number): BlockSpec {
  const reach = bands.reduce((sum, band) => sum + bandDepth(band), 0);
  return { sector, x, bands: [...bands, aisle(front - reach)] };
}

// The kitchen fair's halls. Columns every 20 m across and 12.5 m deep: the bands are laid so that each column stands
// in an aisle or wholly inside a stand (12.5 m in the first double row's front row, 25 m in the second's, 37.5 m in
// the third's back row or an island), never on a stand's edge; widths are whole metres from 4.5 m, so no stand edge
// meets a column line either.
const KITCHEN_LEFT: [number, number] = [4.5, 37.5];
const KITCHEN_RIGHT: [number, number] = [42.5, 75.5];
const KITCHEN_FRONT = 45;
/** The first two double rows: a 9 m one (5 + 4) and an 8 m one, or a 10 m one (6 + 4) and one of 5 + 3 m. */
const kitchenA = (first: [RowEnd, RowEnd], second: [RowEnd, RowEnd]) => [wall(), aisle(4), double([5, 4], first), aisle(3), double([4, 4], second), aisle(4)];
const kitchenB = (first: [RowEnd, RowEnd], second: [RowEnd, RowEnd]) => [wall(), aisle(4), double([6, 4], first), aisle(3), double([5, 3], second), aisle(3)];

const kitchenHall = (name: string, letter: string, seed: number, blocks: BlockSpec[], catering?: HallSpec['foyerCatering']): HallSpec => ({
  name,
  letter,
  size: [80, 50],
  mainAisle: [37.5, 42.5],
  blocks,
  columns: { x: [20, 40, 60], y: [12.5, 25, 37.5] },
  exits: [{ wall: 'top', at: 40 }, { wall: 'left', at: 18.5 }, { wall: 'left', at: 42.5 }, { wall: 'right', at: 18.5 }, { wall: 'right', at: 42.5 }],
  ...(catering && { foyerCatering: catering }),
  widths: [3, 4, 5, 5, 6, 6, 8],
  seed,
});

const KITCHEN: HallSpec[] = [
  kitchenHall(
    'Halle 1',
    'A',
    311,
    [
      // The column at 20 m stands in the aisle between the two islands.
      block('Küchenmöbel', KITCHEN_LEFT, [...kitchenA(['head', 'corner'], ['corner', 'head']), islands(8, [2, 12, 5, 12])], KITCHEN_FRONT),
      block('Einbaugeräte und Küchenforum', KITCHEN_RIGHT, [...kitchenA(['corner', 'head'], ['head', 'corner']), { kind: 'stage', depth: 8, width: 12, label: 'Bühne „Küchenforum“' }], KITCHEN_FRONT),
    ],
    [6, 45.5, 14, 4, 'Gastronomie „Markthalle“'],
  ),
  kitchenHall('Halle 2', 'B', 312, [
    block('Spülen und Armaturen', KITCHEN_LEFT, [...kitchenB(['head', 'corner'], ['corner', 'corner']), double([4, 4], ['head', 'head'])], KITCHEN_FRONT),
    // The second island (from 59.5 m) has the column at 60 m inside it.
    block('Arbeitsplatten', KITCHEN_RIGHT, [...kitchenA(['corner', 'corner'], ['corner', 'head']), islands(10, [1, 12, 4, 16])], KITCHEN_FRONT),
  ]),
  kitchenHall(
    'Halle 3',
    'C',
    313,
    [
      // Laid by hand where the demo exhibitor's corner stand C14 (8 × 6 m, 48 m²) is: the first double row's front row.
      block(
        'Küchenmöbel',
        KITCHEN_LEFT,
        [wall([6, 5, 6, 5, 5, 6]), aisle(4), double([6, 4], ['corner', 'corner'], { top: [5, 4, 3, 4, 3, 3, 3, 8] }), aisle(3), double([5, 3], ['head', 'corner']), aisle(3), double([4, 4], ['corner', 'head'])],
        KITCHEN_FRONT,
      ),
      // Three islands in a row; the column at 60 m stands in the second.
      block('Beleuchtung', KITCHEN_RIGHT, [...kitchenB(['head', 'head'], ['corner', 'corner']), islands(10, [0, 10, 3, 10, 3, 7])], KITCHEN_FRONT),
    ],
    [60, 45.5, 14, 4, 'Café „Kochinsel“'],
  ),
  kitchenHall('Halle 4', 'D', 314, [
    // The second island (from 19.5 m) has the column at 20 m inside it.
    block('Wohnmöbel', KITCHEN_LEFT, [...kitchenA(['corner', 'head'], ['head', 'corner']), islands(8, [1, 10, 4, 12])], KITCHEN_FRONT),
    block('Zubehör, Software und Planung', KITCHEN_RIGHT, [...kitchenB(['head', 'corner'], ['corner', 'corner']), double([4, 4], ['head', 'head'])], KITCHEN_FRONT),
  ]),
];

// The fireplace fair's halls: columns every 20 m across (15, 35, 55 m) and 10 m deep; 10 and 20 m fall in the front
// rows of the double rows, 30 and 40 m in aisles.
const FIREPLACE_LEFT: [number, number] = [4.5, 32.5];
const FIREPLACE_RIGHT: [number, number] = [37.5, 65.5];
const FIREPLACE_FRONT = 45;
const corners: [RowEnd, RowEnd] = ['corner', 'corner'];
const fireplaceRows = (wallWidths?: number[]) => [wall(wallWidths), aisle(4), double([4, 4], corners), aisle(3), double([4, 4], corners), aisle(4)];

const fireplaceHall = (name: string, letter: string, seed: number, blocks: BlockSpec[]): HallSpec => ({
  name,
  letter,
  size: [70, 45],
  mainAisle: [32.5, 37.5],
  blocks,
  columns: { x: [15, 35, 55], y: [10, 20, 30, 40] },
  exits: [{ wall: 'top', at: 35 }, { wall: 'left', at: 17.5 }, { wall: 'left', at: 35 }, { wall: 'right', at: 17.5 }, { wall: 'right', at: 35 }],
  widths: [3, 4, 4, 5, 5, 6],
  seed,
});

const FIREPLACE: HallSpec[] = [
  fireplaceHall('Halle 5', 'E', 315, [
    // The wall row laid by hand: E03 is the second exhibitor's in-line stand of 6 × 4 m.
    block('Kaminöfen', FIREPLACE_LEFT, [...fireplaceRows([6, 5, 6, 6, 5]), double([4, 4], corners)], FIREPLACE_FRONT),
    block('Pelletöfen', FIREPLACE_RIGHT, [...fireplaceRows(), islands(8, [1, 10, 3, 12])], FIREPLACE_FRONT),
  ]),
  fireplaceHall('Halle 6', 'F', 316, [
    block('Schornsteintechnik', FIREPLACE_LEFT, [...fireplaceRows(), islands(8, [1, 12, 3, 10])], FIREPLACE_FRONT),
    block('Brennstoffe und Zubehör', FIREPLACE_RIGHT, [...fireplaceRows(), { kind: 'catering', depth: 8, width: 14, label: 'Bistro „Feuerstelle“' }], FIREPLACE_FRONT),
  ]),
];

/**
 * The stands of the demo's own exhibitors, laid by hand in the halls above: Muster Küchen's corner stand of 48 m² at
 * the kitchen fair, Nordlicht Kamine's in-line stand of 24 m² at the fireplace fair.
 */
export const OWN_STANDS = {
  musterKuechen: { hall: 'Halle 3', standNr: 'C14' },
  nordlichtKamine: { hall: 'Halle 5', standNr: 'E03' },
} as const;

/** A demo hall: its name (as registrations carry it), the letter of its stand numbers and its plan. */
export interface DemoHall {
  name: string;
  letter: string;
  geometry: HallGeometry;
}

/** The specs of each fair's halls, in the order the fair sells them. */
export const HALL_SPECS: Record<FairKey, readonly HallSpec[]> = { kitchen: KITCHEN, fireplace: FIREPLACE };

const drawn = new Map<FairKey, DemoHall[]>();

/** The halls a fair sells, in order, drawn once per process. */
export function demoHalls(fair: FairKey): DemoHall[] {
  let halls = drawn.get(fair);
  if (!halls) {
    halls = HALL_SPECS[fair].map((spec) => ({ name: spec.name, letter: spec.letter, geometry: drawHall(spec) }));
    drawn.set(fair, halls);
  }
  return halls;
}
