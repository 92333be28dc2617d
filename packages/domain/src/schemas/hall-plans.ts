import { hallGeometrySchema, pointSchema } from '../hall-plan/model.ts';
import { PLAN_PROBLEM_CODES } from '../hall-plan/problems.ts';
import { STAND_SELLING_MODES } from './event-answers.ts';
import { required } from './fields.ts';
import { z } from './zod.ts';

/*
 * The organiser's hall plans (issue 31) in the back office: the halls, their versions, an import's preview.
 * Geometry in integer centimetres (hall-plan/model.ts).
 */

/** `POST /be/admin/halls`, `PUT /be/admin/hall/{id}`: a hall's name, as the desk and the exhibitor read it ("Halle 7"). */
export const hallPlanInputSchema = z.object({ name: required(80) });
export type HallPlanInput = z.input<typeof hallPlanInputSchema>;

/** A query parameter sent empty counts as not sent. */
const blankAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const layerName = () => blankAsMissing(z.string({ error: 'invalidType' }).trim().max(255, { error: 'tooLong' }).optional());
const drawingNumber = () => z.coerce.number({ error: 'invalidValue' }).finite({ error: 'invalidValue' }).min(-1e9, { error: 'invalidValue' }).max(1e9, { error: 'invalidValue' });

/**
 * `POST /be/admin/hall/{id}/import`: the file is the body; the query says what it claims to be and how to read it.
 * Without `accept` the answer is a preview and nothing is stored; with `accept=true` the same file becomes the
 * hall's next version when nothing blocks it. A drawing without units is scaled by two of its points (`ax`, `ay`,
 * `bx`, `by` in the drawing's own units) and their distance in metres.
 */
export const hallImportQuerySchema = z.object({
  format: z.enum(['svg', 'dxf'], { error: 'invalidValue' }),
  fileName: blankAsMissing(z.string({ error: 'invalidType' }).max(200, { error: 'tooLong' }).optional()),
  standLayer: layerName(),
  outlineLayer: layerName(),
  columnLayer: layerName(),
  ax: blankAsMissing(drawingNumber().optional()),
  ay: blankAsMissing(drawingNumber().optional()),
  bx: blankAsMissing(drawingNumber().optional()),
  by: blankAsMissing(drawingNumber().optional()),
  metres: blankAsMissing(z.coerce.number({ error: 'invalidValue' }).positive({ error: 'tooSmall' }).max(10_000, { error: 'tooBig' }).optional()),
  accept: blankAsMissing(z.enum(['true', 'false'], { error: 'invalidValue' }).optional().default('false')).transform((value) => value === 'true'),
});
export type HallImportQuery = z.output<typeof hallImportQuerySchema>;

/** A problem as the screen lists it: its text in the caller's language, the stands, the place (cm). */
export const planProblemAnswerSchema = z.object({
  code: z.enum(PLAN_PROBLEM_CODES),
  text: z.string(),
  stands: z.array(z.string()),
  at: pointSchema.nullable(),
  /** Blocks saving the plan (the drawing is wrong), or only a warning (a narrow aisle, a column cut, a keep-clear zone). */
  blocking: z.boolean(),
});
export type PlanProblemAnswer = z.infer<typeof planProblemAnswerSchema>;

/** What a stand is, derived from the geometry (never typed). */
export const derivedStandSchema = z.object({
  number: z.string(),
  areaM2: z.number(),
  openSides: z.number(),
  frontageCm: z.number(),
  kind: z.enum(['inline', 'corner', 'head', 'island']),
});
export type DerivedStandAnswer = z.infer<typeof derivedStandSchema>;

export const hallVersionSchema = z.object({
  version: z.number(),
  standCount: z.number(),
  source: z.string(),
  actor: z.string(),
  createdAt: z.string(),
});

export const hallPlanSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The latest version; null while nothing was imported or drawn. */
  version: z.number().nullable(),
  standCount: z.number(),
  updatedAt: z.string(),
  /** The events that sell this hall, each in its version. */
  events: z.array(z.object({ id: z.number(), name: z.string(), version: z.number() })),
});
export type HallPlanSummary = z.infer<typeof hallPlanSummarySchema>;

/** `GET /be/admin/halls`. */
export const hallPlanListAnswerSchema = z.object({ halls: z.array(hallPlanSummarySchema) });
export type HallPlanListAnswer = z.infer<typeof hallPlanListAnswerSchema>;

/** `GET /be/admin/hall/{id}[?version=]`: the hall, its versions, and one version's geometry with what follows from it. */
export const hallPlanAnswerSchema = z.object({
  hall: hallPlanSummarySchema.extend({
    dxfLayers: z.object({ stand: z.string(), outline: z.string(), column: z.string() }),
    versions: z.array(hallVersionSchema),
  }),
  plan: z
    .object({
      version: z.number(),
      geometry: hallGeometrySchema,
      stands: z.array(derivedStandSchema),
      problems: z.array(planProblemAnswerSchema),
    })
    .nullable(),
});
export type HallPlanAnswer = z.infer<typeof hallPlanAnswerSchema>;

/** A stand of the current version that an import removes or changes, with what is sold on it in an event. */
const affectedStandSchema = z.object({ number: z.string(), change: z.enum(['removed', 'changed']), eventId: z.number(), state: z.string(), company: z.string() });

/** The answer of `POST /be/admin/hall/{id}/import`: what was read, what is wrong, what would change. */
export const hallImportAnswerSchema = z.object({
  format: z.enum(['svg', 'dxf']),
  geometry: hallGeometrySchema.nullable(),
  stands: z.array(derivedStandSchema),
  problems: z.array(planProblemAnswerSchema),
  /** Every layer of a DXF with what it holds, to choose from. */
  layers: z.array(z.object({ name: z.string(), closedPolylines: z.number(), texts: z.number() })),
  /** The difference to the current version; null for a hall's first version or a file that could not be read. */
  diff: z
    .object({
      added: z.array(z.string()),
      removed: z.array(z.string()),
      changed: z.array(z.object({ number: z.string(), areaBeforeM2: z.number(), areaAfterM2: z.number(), moved: z.boolean(), resized: z.boolean() })),
      unchanged: z.number(),
      affected: z.array(affectedStandSchema),
    })
    .nullable(),
  /** Whether `accept=true` would store it. */
  acceptable: z.boolean(),
  /** The version it became, when accepted. */
  savedVersion: z.number().nullable(),
});
export type HallImportAnswer = z.infer<typeof hallImportAnswerSchema>;


const id = () => z.number({ error: 'invalidType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });

/** `PUT /be/admin/event/{id}/halls`: the halls the event sells, each in a chosen version, and how it sells them. */
export const eventHallsInputSchema = z.object({
  halls: z
    .array(z.object({ hallPlanId: id(), version: id() }), { error: 'invalidType' })
    .max(50, { error: 'tooBig' })
    .refine((halls) => new Set(halls.map((hall) => hall.hallPlanId)).size === halls.length, { error: 'hallChosenTwice' }),
  standSelling: z.enum(STAND_SELLING_MODES, { error: 'invalidValue' }),
  /** Centimetres: 1 m to 10 m. */
  minAisleWidthCm: z.number({ error: 'invalidType' }).int({ error: 'invalidValue' }).min(100, { error: 'tooSmall' }).max(1_000, { error: 'tooBig' }),
  objectionDays: z.number({ error: 'invalidType' }).int({ error: 'invalidValue' }).min(1, { error: 'tooSmall' }).max(60, { error: 'tooBig' }),
  /** The most stands one company may hold an option on; left out, it stays as saved. */
  maxOptionsPerCompany: z.number({ error: 'invalidType' }).int({ error: 'invalidValue' }).min(0, { error: 'tooSmall' }).max(50, { error: 'tooBig' }).optional(),
});
export type EventHallsInput = z.input<typeof eventHallsInputSchema>;

/** `GET /be/admin/event/{id}/halls`: what the event sells, with the halls' latest versions to choose from. */
export const eventHallsAnswerSchema = z.object({
  halls: z.array(z.object({ hallPlanId: z.number(), name: z.string(), version: z.number(), latestVersion: z.number(), standCount: z.number() })),
  standSelling: z.enum(STAND_SELLING_MODES),
  minAisleWidthCm: z.number(),
  objectionDays: z.number(),
  maxOptionsPerCompany: z.number(),
});
export type EventHallsAnswer = z.infer<typeof eventHallsAnswerSchema>;

/** A stand of an event's plan as everyone may see it: what it is, and the stand type and price it sells at. */
export const planStandSaleSchema = derivedStandSchema.extend({
  /** The event's orderable stand type it matches (its type and size), null when none does. */
  standConfigId: z.number().nullable(),
  /**
   * Net price in euros, as the configurator calculates it: by the stand type's price rules, or the price staff agreed
   * for this stand (`specialPrice`); null without a type.
   */
  net: z.number().nullable(),
  specialPrice: z.boolean(),
});
export type PlanStandSale = z.infer<typeof planStandSaleSchema>;

/** `GET /pub/event/{id}/plan`: the halls an event sells with their geometry (cached, with an ETag). */
export const eventPlanAnswerSchema = z.object({
  halls: z.array(z.object({ id: z.number(), name: z.string(), version: z.number(), geometry: hallGeometrySchema, stands: z.array(planStandSaleSchema) })),
});
export type EventPlanAnswer = z.infer<typeof eventPlanAnswerSchema>;

/** A visitor's token for its hold: made by the server at the first hold, sent back to renew or give it up. */
const holdToken = () => z.string({ error: 'invalidType' }).max(200, { error: 'tooLong' });

/** `POST /pub/event/{id}/stand-hold`: hold (or renew the hold of) one stand of the event's plan. */
export const standHoldInputSchema = z.object({
  hallId: id(),
  stand: z.string({ error: 'invalidType' }).trim().min(1, { error: 'required' }).max(20, { error: 'tooLong' }),
  token: holdToken().optional(),
});
export type StandHoldInput = z.output<typeof standHoldInputSchema>;

export const standHoldAnswerSchema = z.object({ token: z.string(), hallId: z.number(), stand: z.string(), until: z.string() });
export type StandHoldAnswer = z.infer<typeof standHoldAnswerSchema>;

/** `GET /pub/event/{id}/stand-hold?token=`: the stand the token holds now, if any. */
export const currentHoldAnswerSchema = z.object({ hold: standHoldAnswerSchema.omit({ token: true }).nullable() });
export type CurrentHoldAnswer = z.infer<typeof currentHoldAnswerSchema>;

/** `DELETE /pub/event/{id}/stand-hold`: give the hold up. */
export const standReleaseInputSchema = z.object({ token: holdToken() });

/**
 * `GET /pub/event/{id}/plan/states`: every stand that is not available, the same for everyone (cached, with an
 * ETag), small enough to fetch again and again beside the cached geometry.
 */
export const standStatesAnswerSchema = z.object({
  states: z.array(z.object({ hallId: z.number(), stand: z.string(), state: z.enum(['requested', 'held', 'option', 'proposed', 'booked', 'blocked']) })),
});
export type StandStatesAnswer = z.infer<typeof standStatesAnswerSchema>;

/**
 * `POST /be/admin/hall/{id}/versions`: the plan as the editor drew it, saved as the hall's next version. `basedOn` is
 * the version the editor loaded (null for a hall without a plan): refused (409) when another was saved meanwhile.
 */
export const hallVersionInputSchema = z.object({
  geometry: hallGeometrySchema,
  basedOn: z.number({ error: 'invalidType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' }).nullable(),
});
export type HallVersionInput = z.input<typeof hallVersionInputSchema>;

export const hallVersionAnswerSchema = z.object({ success: z.literal(true), version: z.number() });
export type HallVersionAnswer = z.infer<typeof hallVersionAnswerSchema>;
