import type { Ring } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import {
  curvedPathSvg,
  duplicateNumbersSvg,
  hallSvgWithoutGroups,
  openOutlineSvg,
  selfIntersectingStandSvg,
  SMALL_HALL,
  smallHallSvg,
  svgWithoutUnits,
} from '../../../../test/hall-plan-files.ts';
import { readPlanFile, type PlanFileOptions } from './read-plan-file.ts';

const read = (svg: string, options: Partial<PlanFileOptions> = {}) => readPlanFile(Buffer.from(svg), { claimed: 'svg', ...options });

/** A rectangle drawn in millimetres as the ring the plan holds: centimetres, corners from the top left clockwise. */
const cmRect = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }): Ring => [
  [x / 10, y / 10],
  [(x + width) / 10, y / 10],
  [(x + width) / 10, (y + height) / 10],
  [x / 10, (y + height) / 10],
];

/** The corners in one order, for rings drawn starting at another corner. */
const corners = (ring: Ring) => [...ring].sort((a, b) => a[0] - b[0] || a[1] - b[1]);

describe('an SVG plan with groups named by role', () => {
  it('is read stand by stand in centimetres, with its outline, columns, aisle, keep-clear zone and entrance', () => {
    const plan = read(smallHallSvg());

    expect(plan.format).toBe('svg');
    expect(plan.problems).toEqual([]);
    const geometry = plan.geometry!;
    expect(geometry.outline).toEqual([
      [0, 0],
      [4000, 0],
      [4000, 3000],
      [0, 3000],
    ]);
    // A1, a 3 × 4 m rect in mm, is a 300 × 400 ring; A2 a relative path, A3 a polygon, B4 a closed polyline.
    expect(geometry.stands.find((stand) => stand.number === 'A1')?.ring).toEqual([
      [500, 500],
      [800, 500],
      [800, 900],
      [500, 900],
    ]);
    expect(Object.fromEntries(geometry.stands.map((stand) => [stand.number, stand.ring]))).toEqual(Object.fromEntries(SMALL_HALL.stands.map((stand) => [stand.number, cmRect(stand)])));
    expect(geometry.columns).toEqual(SMALL_HALL.columns.map(cmRect));
    expect(geometry.aisles).toEqual([cmRect(SMALL_HALL.aisle)]);
    expect(geometry.keepClear).toEqual([cmRect(SMALL_HALL.keepClear)]);
    expect(geometry.fixtures).toEqual([{ kind: 'entrance', ring: cmRect(SMALL_HALL.entrance), label: 'Eingang Nord' }]);
    expect(geometry.holes).toEqual([]);
  });

  it('applies the transforms of every group and element and the position of a nested svg', () => {
    const plain = read(smallHallSvg()).geometry!;
    const transformed = read(smallHallSvg({ transforms: true }));

    expect(transformed.problems).toEqual([]);
    const ringsByNumber = (stands: { number: string; ring: Ring }[]) => Object.fromEntries(stands.map((stand) => [stand.number, corners(stand.ring)]));
    expect(ringsByNumber(transformed.geometry!.stands)).toEqual(ringsByNumber(plain.stands));
  });

  it('takes the shapes after the largest in the outline group for holes', () => {
    const svg = smallHallSvg().replace('inkscape:label="Halle">', 'inkscape:label="Halle"><rect x="18000" y="20000" width="2000" height="3000"/>');

    const geometry = read(svg).geometry!;

    expect(geometry.outline).toEqual(cmRect({ x: 0, y: 0, width: 40_000, height: 30_000 }));
    expect(geometry.holes).toEqual([cmRect({ x: 18_000, y: 20_000, width: 2000, height: 3000 })]);
  });

  it('leaves out what is hidden or only defined, and shapes outside role groups once the stands have a group', () => {
    const svg = smallHallSvg()
      .replace('<g id="staende">', '<g id="staende"><g style="display:none"><rect x="21000" y="5000" width="3000" height="4000"/><text x="22500" y="7000">Z9</text></g>')
      .replace('</svg>', '<rect x="100" y="100" width="39800" height="29800" fill="none"/><rect x="1000" y="27000" width="5000" height="2000"/></svg>');

    const geometry = read(svg).geometry!;

    expect(geometry.stands.map((stand) => stand.number)).not.toContain('Z9');
    expect(geometry.stands).toHaveLength(10);
    expect(read(svg).problems).toEqual([]);
  });

  it('gives a stand the text of the smallest stand its anchor lies in', () => {
    // A 1 × 1 m stand "A1a" inside A1 (a stand within a stand is the domain's overlap, not the import's concern).
    const svg = smallHallSvg().replace('<g id="staende">', '<g id="staende"><rect x="5100" y="5100" width="1000" height="1000"/><text x="5600" y="5600">A1a</text>');

    const numbers = read(svg).geometry!.stands.map((stand) => stand.number);

    expect(numbers).toContain('A1a');
    expect(numbers).toContain('A1');
  });
});

describe('an SVG plan without named groups', () => {
  it('has its roles guessed: the shape around all others the outline, shapes with a text stands, small ones columns', () => {
    const plan = read(hallSvgWithoutGroups());

    const geometry = plan.geometry!;
    expect(geometry.outline).toEqual(cmRect({ x: 0, y: 0, width: 40_000, height: 30_000 }));
    // "C" and "2" in two tspans are joined; the zero-width space of "C\u200b3" is gone.
    expect(geometry.stands.map((stand) => stand.number)).toEqual(['C1', 'C2', 'C3', 'C4']);
    expect(geometry.stands[3]!.ring).toEqual(cmRect({ x: 14_000, y: 5000, width: 6000, height: 4000 }));
    expect(geometry.columns).toEqual([cmRect({ x: 25_000, y: 12_000, width: 500, height: 500 }), cmRect({ x: 30_000, y: 12_000, width: 500, height: 500 })]);
    // The 10 × 8 m area without a text is a stand without a number: not in the plan, shown where it is.
    expect(plan.problems).toEqual([{ code: 'planMissingNumber', stands: [], at: [1000, 1900] }]);
  });
});

describe('the scale of an SVG plan', () => {
  it('is unknown when the size is in px: no plan, unless two points and their distance give it', () => {
    expect(read(svgWithoutUnits())).toEqual({ format: 'svg', geometry: null, problems: [{ code: 'planNoUnits', stands: [], at: null }] });

    // A1's front edge, in the drawing's own units, is 3 m long.
    const calibrated = read(svgWithoutUnits(), { calibration: { a: [5000, 5000], b: [8000, 5000], metres: 3 } });

    expect(calibrated.problems).toEqual([]);
    expect(calibrated.geometry).toEqual(read(smallHallSvg()).geometry);
  });

  it('follows the calibration over the size the file states', () => {
    // Measured as 6 m, the 3 m edge doubles everything.
    const plan = read(smallHallSvg(), { calibration: { a: [5000, 5000], b: [8000, 5000], metres: 6 } });

    expect(plan.geometry!.outline).toEqual(cmRect({ x: 0, y: 0, width: 80_000, height: 60_000 }));
  });

  it('takes cm, m, in, pt from width or height and the viewBox, and its top left corner as origin', () => {
    const inMetres = smallHallSvg().replace('width="40000mm" height="30000mm" viewBox="0 0 40000 30000"', 'width="40m" height="30m" viewBox="-1000 -1000 40000 30000"');
    const inInches = smallHallSvg().replace('width="40000mm" height="30000mm"', 'width="1574.8031496in"');

    expect(read(inMetres).geometry!.outline).toEqual(cmRect({ x: 1000, y: 1000, width: 40_000, height: 30_000 }));
    expect(read(inInches).geometry!.stands[0]!.ring).toEqual(cmRect(SMALL_HALL.stands[0]!));
  });
});

describe('a broken SVG plan', () => {
  it('with a path that does not close: the problem where it starts, the stand not taken', () => {
    const plan = read(openOutlineSvg());

    expect(plan.problems).toEqual([
      { code: 'planOpenOutline', stands: [], at: [500, 500] },
      { code: 'planNoStands', stands: [], at: null },
    ]);
    expect(plan.geometry!.stands).toEqual([]);
  });

  it('with a stand crossing itself: the problem where it crosses, with the stand', () => {
    const plan = read(selfIntersectingStandSvg());

    expect(plan.problems).toEqual([{ code: 'planSelfIntersection', stands: ['A1'], at: [650, 700] }]);
  });

  it('with a number given twice in two spellings: the problem at the second stand, naming both', () => {
    const plan = read(duplicateNumbersSvg());

    expect(plan.problems).toEqual([{ code: 'planDuplicateNumber', stands: ['A1', 'a 01'], at: [950, 700] }]);
  });

  it('with an arc: the problem where the curve starts', () => {
    const plan = read(curvedPathSvg());

    expect(plan.problems).toContainEqual({ code: 'planCurvedSegment', stands: [], at: [800, 900] });
    expect(plan.geometry!.stands).toEqual([]);
  });

  it('without outline: no plan', () => {
    const svg = smallHallSvg().replace(/<g inkscape:groupmode="layer"[^]*?<\/g>/, '');

    const plan = read(svg);

    expect(plan.geometry).toBeNull();
    expect(plan.problems).toEqual([{ code: 'planNoHallOutline', stands: [], at: null }]);
  });
});
