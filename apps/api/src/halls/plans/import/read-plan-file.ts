import { HALL_PLAN_FILE_MAX_BYTES, HALL_PLAN_FILE_MAX_MB, type HallGeometry, type PlanProblem } from '@messeportal/domain';
import type { Calibration } from './drawing.ts';
import { dxfGroups } from './dxf-groups.ts';
import { readDxfPlan, type DxfLayer, type DxfPlanOptions } from './read-dxf-plan.ts';
import { readSvgPlan } from './read-svg-plan.ts';
import { svgDocument } from './svg-document.ts';

export type { Calibration } from './drawing.ts';
export type { DxfLayer } from './read-dxf-plan.ts';

export interface PlanFileOptions extends DxfPlanOptions {
  /** What the user says the file is; it only decides which problem a file of neither format gets. */
  claimed: 'svg' | 'dxf';
  /** Two points of the drawing (its own units) and their distance, for a drawing without units or with wrong ones. */
  calibration?: Calibration;
}

export interface PlanFile {
  /** The format the content is of (the claimed one when it is of neither). */
  format: 'svg' | 'dxf';
  /** The plan read; null when the file cannot give one (not the format, no units, no outline, no stand layer). */
  geometry: HallGeometry | null;
  problems: PlanProblem[];
  /** A DXF's layers, to choose the stand, outline and column layer from. */
  layers?: DxfLayer[];
}

/**
 * A hall plan file read: SVG or ASCII DXF, told apart by the content alone, never by the name (a PNG renamed to
 * .svg is no SVG). Too large a file is not read at all. Apart from the file's own faults, the problems are those
 * of the drawing (curves, open outlines, numbers missing or twice, crossing outlines); where the stands stand
 * (overlaps, outside the hall) is left to the domain's checkPlan.
 */
export function readPlanFile(bytes: Buffer, options: PlanFileOptions): PlanFile {
  const refused = (problem: PlanProblem): PlanFile => ({ format: options.claimed, geometry: null, problems: [problem] });
  if (bytes.length > HALL_PLAN_FILE_MAX_BYTES) return refused({ code: 'planFileTooLarge', stands: [], at: null, params: { maxMb: HALL_PLAN_FILE_MAX_MB } });
  const svg = svgDocument(bytes);
  if (svg) return { format: 'svg', ...readSvgPlan(svg, options) };
  const groups = dxfGroups(bytes);
  const dxf = groups && readDxfPlan(groups, options);
  if (dxf) return { format: 'dxf', ...dxf };
  return refused({ code: options.claimed === 'svg' ? 'planFileNotSvg' : 'planFileNotDxf', stands: [], at: null });
}
