import { describe, expect, it } from 'vitest';
import {
  curvedStandDxf,
  dxfFile,
  dxfPolyline,
  dxfText,
  dxfThatHangsDxfParser,
  dxfWithoutUnits,
  openOutlineDxf,
  smallHallDxf,
} from '../../../../test/hall-plan-files.ts';
import { plainDxfText } from './dxf-entities.ts';
import { readPlanFile, type PlanFileOptions } from './read-plan-file.ts';

const read = (dxf: string, options: Partial<PlanFileOptions> = {}) => readPlanFile(Buffer.from(dxf), { claimed: 'dxf', ...options });
const withLayers = { outlineLayer: 'HALLE', columnLayer: 'SAEULEN' };

describe('a DXF plan', () => {
  it('is read from its layers: y turned downwards, millimetres as centimetres, numbers from TEXT, MTEXT and an old POLYLINE', () => {
    const plan = read(smallHallDxf(), withLayers);

    expect(plan.format).toBe('dxf');
    expect(plan.problems).toEqual([]);
    const geometry = plan.geometry!;
    // The 20 × 15 m hall: DXF's (0, 15000) mm, its top left corner, is the plan's (0, 0).
    expect(geometry.outline).toEqual([
      [0, 1500],
      [2000, 1500],
      [2000, 0],
      [0, 0],
    ]);
    // A1 from (2000, 2000) to (5000, 6000) mm with y up: 300 × 400 cm, 9 m to 13 m from the top wall.
    expect(geometry.stands).toEqual(
      ['A1', 'A2', 'A3', 'A4'].map((number, i) => ({
        number,
        ring: [
          [200 + 300 * i, 1300],
          [500 + 300 * i, 1300],
          [500 + 300 * i, 900],
          [200 + 300 * i, 900],
        ],
      })),
    );
    expect(geometry.columns).toEqual([
      [
        [1600, 700],
        [1640, 700],
        [1640, 660],
        [1600, 660],
      ],
      [
        [1600, 300],
        [1640, 300],
        [1640, 260],
        [1600, 260],
      ],
    ]);
  });

  it('lists every layer with its closed polylines and texts, and finds the stand layer by itself when one alone has both', () => {
    const plan = read(smallHallDxf());

    expect(plan.layers).toEqual([
      { name: '0', closedPolylines: 0, texts: 0 },
      { name: 'HALLE', closedPolylines: 1, texts: 0 },
      { name: 'STAENDE', closedPolylines: 4, texts: 4 },
      { name: 'SAEULEN', closedPolylines: 2, texts: 0 },
      { name: 'BEMASSUNG', closedPolylines: 0, texts: 1 },
    ]);
    expect(plan.geometry!.stands.map((stand) => stand.number)).toEqual(['A1', 'A2', 'A3', 'A4']);
  });

  it('without an outline layer makes the outline the stands’ bounding box grown by 1 m, and starts it at 0', () => {
    const geometry = read(smallHallDxf()).geometry!;

    // The stands span 12 × 4 m; the outline 14 × 6 m.
    expect(geometry.outline).toEqual([
      [0, 0],
      [1400, 0],
      [1400, 600],
      [0, 600],
    ]);
    expect(geometry.stands[0]!.ring).toEqual([
      [100, 500],
      [400, 500],
      [400, 100],
      [100, 100],
    ]);
  });

  it('asks for the stand layer when several layers have closed polylines and texts', () => {
    const dxf = smallHallDxf({ extra: [dxfPolyline('MOEBEL', [[0, 0], [100, 0], [100, 100]]), dxfText('MOEBEL', [50, 20], 'Tisch')] });

    const plan = read(dxf);

    expect(plan.geometry).toBeNull();
    expect(plan.problems).toEqual([{ code: 'planLayerMissing', stands: [], at: null, params: { layer: '' } }]);
    expect(plan.layers!.map((layer) => layer.name)).toContain('MOEBEL');
    expect(read(dxf, { standLayer: 'staende' }).geometry!.stands).toHaveLength(4);
  });

  it('names a layer asked for that the file lacks', () => {
    const plan = read(smallHallDxf(), { standLayer: 'STAENDE', outlineLayer: 'WAENDE' });

    expect(plan.geometry).toBeNull();
    expect(plan.problems).toEqual([{ code: 'planLayerMissing', stands: [], at: null, params: { layer: 'WAENDE' } }]);
    expect(plan.layers).toHaveLength(5);
  });

  it('numbers a stand by a text of another layer when its own layer has none in it', () => {
    const dxf = smallHallDxf({
      extra: [dxfPolyline('STAENDE', [[14_000, 2000], [17_000, 2000], [17_000, 6000], [14_000, 6000]]), dxfText('NUMMERN', [15_500, 4000], 'A5'), dxfText('NUMMERN', [3000, 3000], 'X1')],
    });

    const numbers = read(dxf, { ...withLayers, standLayer: 'STAENDE' }).geometry!.stands.map((stand) => stand.number);

    expect(numbers).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
  });

  it('reads inches, feet, centimetres and metres by $INSUNITS', () => {
    const stand = (insunits: number) => read(smallHallDxf({ insunits }), withLayers).geometry!.stands[0]!.ring[1];

    // A1's corner (5000, 2000) of a hall 15000 high.
    expect(stand(1)).toEqual([12_700, 33_020]);
    expect(stand(2)).toEqual([152_400, 396_240]);
    expect(stand(5)).toEqual([5000, 13_000]);
    expect(stand(6)).toEqual([500_000, 1_300_000]);
  });

  it('without $INSUNITS has no plan, unless two points and their distance give the scale', () => {
    const plan = read(dxfWithoutUnits(), withLayers);
    expect(plan.geometry).toBeNull();
    expect(plan.problems).toEqual([{ code: 'planNoUnits', stands: [], at: null }]);

    const calibrated = read(dxfWithoutUnits(), { ...withLayers, calibration: { a: [0, 0], b: [20_000, 0], metres: 20 } });

    expect(calibrated.geometry).toEqual(read(smallHallDxf(), withLayers).geometry);
  });
});

describe('a broken DXF plan', () => {
  it('with an open polyline on the stand layer: the problem where it starts', () => {
    const plan = read(openOutlineDxf(), withLayers);

    expect(plan.problems).toEqual([{ code: 'planOpenOutline', stands: [], at: [1400, 700] }]);
    expect(plan.geometry!.stands.map((stand) => stand.number)).toEqual(['A1', 'A2', 'A3', 'A4']);
  });

  it('with a bulge: the problem at the vertex it bends from', () => {
    const plan = read(curvedStandDxf(), withLayers);

    expect(plan.problems).toEqual([{ code: 'planCurvedSegment', stands: [], at: [1700, 700] }]);
  });

  it('with a stand crossing itself and a number twice', () => {
    const dxf = dxfFile([
      dxfPolyline('HALLE', [[0, 0], [20_000, 0], [20_000, 15_000], [0, 15_000]]),
      dxfPolyline('STAENDE', [[2000, 2000], [5000, 6000], [5000, 2000], [2000, 6000]]),
      dxfText('STAENDE', [2500, 4000], 'A1'),
      dxfPolyline('STAENDE', [[6000, 2000], [9000, 2000], [9000, 6000], [6000, 6000]]),
      dxfText('STAENDE', [7500, 4000], 'A 1'),
    ]);

    const plan = read(dxf, { outlineLayer: 'HALLE' });

    expect(plan.problems).toEqual([
      { code: 'planSelfIntersection', stands: ['A1'], at: [350, 1100] },
      { code: 'planDuplicateNumber', stands: ['A1', 'A 1'], at: [750, 1100] },
    ]);
  });

  it('that would keep dxf-parser busy forever is read all the same', () => {
    const plan = read(dxfThatHangsDxfParser());

    expect(plan.geometry!.stands.map((stand) => stand.number)).toEqual(['A1', 'A2']);
  });
});

describe('the text of a TEXT or MTEXT', () => {
  it('is the text without formatting codes', () => {
    expect(plainDxfText('\\A1;{\\fArial|b1|i0|c0|p34;A12}')).toBe('A12');
    expect(plainDxfText('{\\H2.5x;\\C1;B}\\P7')).toBe('B 7');
    expect(plainDxfText('\\LC\\l3\\~a')).toBe('C3 a');
    expect(plainDxfText('H\\U+00C4LLE \\{1\\}')).toBe('HÄLLE {1}');
    expect(plainDxfText('%%c50 %%d %%p1 100%%%')).toBe('Ø50 ° ±1 100%');
    expect(plainDxfText('\\S1^2;')).toBe('1/2');
  });
});
