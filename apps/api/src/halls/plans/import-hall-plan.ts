import { hallGeometrySchema, type HallImportAnswer, type HallImportQuery, type Lang, type PlanProblemAnswer } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../platform/audit/record-change.ts';
import { hallPlans } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { organiserToday } from '../../platform/settings/organiser-today.ts';
import { readPlanFile } from './import/read-plan-file.ts';
import { presentProblems, reviewPlan } from './plan-review.ts';
import { listHallPlans } from './repo.ts';
import { saveHallVersion } from './save-version.ts';

const uniqueProblems = (problems: PlanProblemAnswer[]) => [...new Map(problems.map((problem) => [`${problem.code}:${[...problem.stands].sort().join(',')}`, problem])).values()];

/** How to read the file: the layers named in the query, else the ones chosen at the hall's last import. */
function readingOptions(query: HallImportQuery, hall: { dxfStandLayer: string; dxfOutlineLayer: string; dxfColumnLayer: string }) {
  const { ax, ay, bx, by, metres } = query;
  const calibration = ax !== undefined && ay !== undefined && bx !== undefined && by !== undefined && metres !== undefined ? { a: [ax, ay] as [number, number], b: [bx, by] as [number, number], metres } : undefined;
  return {
    claimed: query.format,
    standLayer: query.standLayer ?? (hall.dxfStandLayer || undefined),
    outlineLayer: query.outlineLayer ?? (hall.dxfOutlineLayer || undefined),
    columnLayer: query.columnLayer ?? (hall.dxfColumnLayer || undefined),
    calibration,
  };
}

/**
 * Reads an SVG or DXF drawing of a hall and answers what it holds: the plan read, its problems, the difference to
 * the current version. Nothing is stored unless `accept` is set and nothing blocks it; then the plan becomes the
 * hall's next version and the layers chosen are remembered for the next import.
 */
export async function importHallPlan(app: FastifyInstance, hallPlanId: number, bytes: Buffer, query: HallImportQuery, actor: Actor, lang: Lang): Promise<HallImportAnswer> {
  const [hall] = await listHallPlans(app.db, hallPlanId);
  if (!hall) throw notFound('hallPlanNotFound');
  const options = readingOptions(query, hall);
  const read = readPlanFile(bytes, options);
  const layers = read.layers ?? [];
  // A drawing in the wrong units can be read and still be no hall: more stands, corners or kilometres than a plan holds.
  const parsed = read.geometry && hallGeometrySchema.safeParse(read.geometry);
  if (!parsed?.success) {
    const problems = parsed ? [...read.problems, { code: 'planBeyondLimits' as const, stands: [], at: null }] : read.problems;
    return { format: read.format, geometry: null, stands: [], problems: presentProblems(problems, lang), layers, diff: null, acceptable: false, savedVersion: null };
  }
  const geometry = parsed.data;
  const review = await reviewPlan(app.db, hall, geometry, await organiserToday(app.db), lang);
  // The reader checks numbers and outlines as it reads; the plan check finds them again: each is listed once.
  const problems = uniqueProblems([...presentProblems(read.problems, lang), ...review.problems]);
  const acceptable = review.acceptable && problems.every((problem) => !problem.blocking);
  let savedVersion: number | null = null;
  if (query.accept && acceptable) {
    const saved = await saveHallVersion(app, hallPlanId, { geometry, source: query.fileName ?? '' }, actor, lang, async (tx) => {
      if (read.format !== 'dxf') return;
      await tx
        .update(hallPlans)
        .set({ dxfStandLayer: options.standLayer ?? '', dxfOutlineLayer: options.outlineLayer ?? '', dxfColumnLayer: options.columnLayer ?? '' })
        .where(eq(hallPlans.id, hallPlanId));
    });
    savedVersion = saved.version;
  }
  return { format: read.format, geometry, stands: review.stands, problems, layers, diff: review.diff, acceptable, savedVersion };
}
