import { checkPlan, deriveStands, hallGeometrySchema, isBlockingProblem, matchStandConfig, standKey, type StandKind } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { demoHalls, HALL_SPECS, OWN_STANDS } from './demo-halls.ts';
import { fireplaceStandConfigs } from './fireplace-catalogue.ts';
import { drawHall } from './hall-layouts.ts';
import { fillRow } from './hall-rows.ts';
import { kitchenStandConfigs } from './kitchen-stands.ts';
import { seededRandom } from './random.ts';
import { planSeason, type FairKey } from './season-plan.ts';

// The demo's hall plans as drawn, without a database: what the seed stores (seed.test.ts reads them back).
const FAIRS = ['kitchen', 'fireplace'] as const;
const configsOf = (fair: FairKey) =>
  (fair === 'kitchen' ? kitchenStandConfigs : fireplaceStandConfigs).map((config, i) => ({ ...config, id: i + 1, sort: i, isOrderable: config.isOrderable ?? true }));
const derivedOf = (fair: FairKey) => demoHalls(fair).flatMap((hall) => deriveStands(hall.geometry).map((stand) => ({ ...stand, hall: hall.name })));
const countBy = <T>(rows: readonly T[], key: (row: T) => string) => rows.reduce<Record<string, number>>((counts, row) => ({ ...counts, [key(row)]: (counts[key(row)] ?? 0) + 1 }), {});

describe('demo hall plans', () => {
  it('gives each fair at least two halls and 120 stands, with columns, technical points, exits, keep-clear zones and sectors', () => {
    expect(demoHalls('kitchen').map((hall) => hall.name)).toEqual(['Halle 1', 'Halle 2', 'Halle 3', 'Halle 4']);
    expect(demoHalls('fireplace').map((hall) => hall.name)).toEqual(['Halle 5', 'Halle 6']);
    for (const fair of FAIRS) {
      expect(derivedOf(fair).length, fair).toBeGreaterThanOrEqual(120);
      for (const { name, letter, geometry } of demoHalls(fair)) {
        expect(hallGeometrySchema.parse(geometry), name).toEqual(geometry);
        expect(geometry.columns.length, name).toBeGreaterThanOrEqual(9);
        expect(new Set(geometry.technicalPoints.map((point) => point.kind)), name).toEqual(new Set(['power', 'water', 'compressed_air']));
        expect(geometry.fixtures.map((fixture) => fixture.kind), name).toEqual(expect.arrayContaining(['entrance', 'emergency_exit']));
        expect(geometry.keepClear.length, name).toBe(geometry.fixtures.filter((fixture) => fixture.kind === 'entrance' || fixture.kind === 'emergency_exit').length);
        expect(geometry.sectors.length, name).toBe(2);
        expect(geometry.stands.every((stand) => new RegExp(`^${letter}\\d{2}$`).test(stand.number)), name).toBe(true);
      }
    }
    const fixtures = FAIRS.flatMap((fair) => demoHalls(fair).flatMap((hall) => hall.geometry.fixtures.map((fixture) => fixture.kind)));
    expect(fixtures).toEqual(expect.arrayContaining(['stage', 'catering']));
  });

  it('passes the plan checks in every hall: no blocking problem, and no column, keep-clear or aisle warning either', () => {
    for (const fair of FAIRS) {
      for (const { name, geometry } of demoHalls(fair)) {
        const problems = checkPlan(geometry);
        expect(problems.filter(isBlockingProblem), name).toEqual([]);
        expect(problems, name).toEqual([]);
      }
    }
  });

  it('has in-line, corner, head and island stands at the kitchen fair, no head stand at the fireplace fair, and every stand sold as a stand type', () => {
    expect(Object.keys(countBy(derivedOf('kitchen'), (stand) => stand.kind)).sort()).toEqual(['corner', 'head', 'inline', 'island']);
    // The fireplace fair's price list has no head stands: its double rows end flush, in corner stands.
    expect(Object.keys(countBy(derivedOf('fireplace'), (stand) => stand.kind)).sort()).toEqual(['corner', 'inline', 'island']);
    for (const fair of FAIRS) {
      const unsold = derivedOf(fair).filter((stand) => !matchStandConfig(stand.kind, stand.areaM2, configsOf(fair)));
      expect(unsold.map((stand) => `${stand.hall} ${stand.number} ${stand.kind} ${stand.areaM2} m²`), fair).toEqual([]);
    }
  });

  it('stands some columns wholly inside stands, whose area they reduce, and keeps the own exhibitors’ stands as they were sold', () => {
    for (const fair of FAIRS) expect(derivedOf(fair).some((stand) => !Number.isInteger(stand.areaM2)), fair).toBe(true);
    const find = (fair: FairKey, { hall, standNr }: { hall: string; standNr: string }) => derivedOf(fair).find((stand) => stand.hall === hall && stand.number === standNr);
    expect(find('kitchen', OWN_STANDS.musterKuechen)).toMatchObject({ kind: 'corner', areaM2: 48 });
    expect(find('fireplace', OWN_STANDS.nordlichtKamine)).toMatchObject({ kind: 'inline', areaM2: 24 });
  });

  it('draws the same halls every time', () => {
    for (const fair of FAIRS) expect(HALL_SPECS[fair].map((spec) => drawHall(spec))).toEqual(demoHalls(fair).map((hall) => hall.geometry));
  });

  it('fills a row exactly, its end stands wide enough for a corner and every stand for an in-line one', () => {
    const r = seededRandom(7);
    for (let i = 0; i < 50; i++) {
      const widths = fillRow(r, 33, 4, ['corner', 'inline'], [3, 4, 5, 6, 8]);
      expect(widths.reduce((sum, width) => sum + width, 0)).toBe(33);
      expect(widths[0]! * 4).toBeGreaterThanOrEqual(20);
      expect(widths.every((width) => width * 4 >= 12)).toBe(true);
      const shallow = fillRow(r, 23, 3, ['corner', 'corner'], [3, 4, 5, 6]);
      expect([shallow.reduce((sum, width) => sum + width, 0), shallow[0]! * 3 >= 20, shallow.at(-1)! * 3 >= 20, shallow.every((width) => width * 3 >= 12)]).toEqual([23, true, true, true]);
    }
  });
});

describe('demo season on the hall plans', () => {
  const planned = planSeason().filter((plan) => plan.stand);
  const kindOf = (standType: string): StandKind => (standType === 'rental_system' ? 'inline' : (standType as StandKind));

  it('gives every registration with a stand a stand of its fair’s plans, of its stand type, with the stand’s area, none twice', () => {
    for (const fair of FAIRS) {
      const stands = derivedOf(fair);
      const ofFair = planned.filter((plan) => plan.fair === fair);
      expect(ofFair.length, fair).toBeGreaterThanOrEqual(5);
      for (const plan of ofFair) {
        const stand = stands.find((candidate) => candidate.hall === plan.stand!.hall && standKey(candidate.number) === standKey(plan.stand!.standNr));
        expect(stand, `${plan.exhibitor.name}: ${plan.stand!.hall} ${plan.stand!.standNr}`).toBeDefined();
        expect({ kind: stand!.kind, qm: stand!.areaM2 }).toEqual({ kind: kindOf(plan.standType), qm: plan.qm });
      }
      const keys = ofFair.map((plan) => `${plan.stand!.hall}/${standKey(plan.stand!.standNr)}`);
      const own = fair === 'kitchen' ? OWN_STANDS.musterKuechen : OWN_STANDS.nordlichtKamine;
      expect(new Set([...keys, `${own.hall}/${standKey(own.standNr)}`]).size).toBe(keys.length + 1);
    }
  });

  it('spreads the kitchen fair’s registrations over all four halls and every stand kind', () => {
    const kitchen = planned.filter((plan) => plan.fair === 'kitchen');
    expect(new Set(kitchen.map((plan) => plan.stand!.hall)).size).toBe(4);
    expect(new Set(kitchen.map((plan) => kindOf(plan.standType)))).toEqual(new Set(['inline', 'corner', 'head', 'island']));
  });
});
