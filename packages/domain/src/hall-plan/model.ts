import { z } from '../schemas/zod.ts';

/**
 * The geometry of a hall plan (issue 31). Every coordinate is an integer in centimetres, x to the right and y
 * downwards as on a drawing, so that sums and comparisons are exact and a plan reads the same in the API, the
 * editor and a PDF. A ring is a polygon's corners in order, closed implicitly (the first corner is not repeated).
 */

/** The largest coordinate: 10 km in centimetres, far above any hall and far below where sums lose precision. */
export const MAX_COORDINATE_CM = 1_000_000;
/** The most stands one hall may hold, and the most corners of one outline. */
export const MAX_STANDS_PER_HALL = 5_000;
export const MAX_RING_POINTS = 2_000;
/** The largest SVG or DXF file an import reads (a hall of 5,000 stands as DXF is about 4 MB). */
export const HALL_PLAN_FILE_MAX_MB = 20;
export const HALL_PLAN_FILE_MAX_BYTES = HALL_PLAN_FILE_MAX_MB * 1_048_576;

const coordinate = z.number().int().min(-MAX_COORDINATE_CM).max(MAX_COORDINATE_CM);
export const pointSchema = z.tuple([coordinate, coordinate]);
export type Point = z.infer<typeof pointSchema>;
export const ringSchema = z.array(pointSchema).min(3).max(MAX_RING_POINTS);
export type Ring = z.infer<typeof ringSchema>;

/** A stand's number as shown on the plan and the desk ("B12"). */
export const standNumberSchema = z.string().trim().min(1).max(20);

export const planStandSchema = z.object({ number: standNumberSchema, ring: ringSchema });
export type PlanStand = z.infer<typeof planStandSchema>;

export const FIXTURE_KINDS = ['entrance', 'emergency_exit', 'stage', 'catering'] as const;
export type FixtureKind = (typeof FIXTURE_KINDS)[number];
export const fixtureSchema = z.object({
  kind: z.enum(FIXTURE_KINDS),
  ring: ringSchema,
  label: z.string().trim().max(80).default(''),
});
export type Fixture = z.infer<typeof fixtureSchema>;

/** Technical points and the unit their capacity is given in. */
export const TECHNICAL_POINT_UNITS = { power: 'kW', water: 'l/min', compressed_air: 'bar' } as const;
export type TechnicalPointKind = keyof typeof TECHNICAL_POINT_UNITS;
export const technicalPointSchema = z.object({
  kind: z.enum(['power', 'water', 'compressed_air']),
  at: pointSchema,
  /** In the kind's unit (TECHNICAL_POINT_UNITS). */
  capacity: z.number().min(0).max(100_000),
});
export type TechnicalPoint = z.infer<typeof technicalPointSchema>;

export const sectorSchema = z.object({ name: z.string().trim().min(1).max(80), ring: ringSchema });
export type Sector = z.infer<typeof sectorSchema>;

/** One hall as drawn: the outline (holes allowed), what stands in it, and its stands. */
export const hallGeometrySchema = z.object({
  outline: ringSchema,
  holes: z.array(ringSchema).max(500).default([]),
  columns: z.array(ringSchema).max(5_000).default([]),
  fixtures: z.array(fixtureSchema).max(500).default([]),
  technicalPoints: z.array(technicalPointSchema).max(10_000).default([]),
  keepClear: z.array(ringSchema).max(500).default([]),
  aisles: z.array(ringSchema).max(2_000).default([]),
  sectors: z.array(sectorSchema).max(200).default([]),
  stands: z.array(planStandSchema).max(MAX_STANDS_PER_HALL).default([]),
});
export type HallGeometry = z.infer<typeof hallGeometrySchema>;
export type HallGeometryInput = z.input<typeof hallGeometrySchema>;
