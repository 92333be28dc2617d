import type { HallImportQuery } from '@messeportal/domain';

export type PlanFormat = HallImportQuery['format'];

/** A field of the calibration: two points of the drawing in its own units and their distance in metres. */
export const CALIBRATION_FIELDS = ['ax', 'ay', 'bx', 'by', 'metres'] as const;
export type CalibrationField = (typeof CALIBRATION_FIELDS)[number];

/** How the import panel says to read a file, besides the file itself. */
export interface ImportChoices {
  format: PlanFormat;
  /** DXF only; '' leaves it to the hall's remembered choice, else to the layers' names. */
  standLayer: string;
  outlineLayer: string;
  columnLayer: string;
  /** The drawing has no unit of its own: it is scaled by the two points below. */
  calibrate: boolean;
  calibration: Record<CalibrationField, number | ''>;
}

export const NO_CALIBRATION: ImportChoices['calibration'] = { ax: '', ay: '', bx: '', by: '', metres: '' };

/** What a file claims to be by its name's ending; null when neither. */
export function formatOfFileName(name: string): PlanFormat | null {
  const ending = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  return ending === 'svg' || ending === 'dxf' ? ending : null;
}

/** What is wrong with the calibration, per field: each of the five is needed, the distance above 0. */
export function calibrationProblems(choices: Pick<ImportChoices, 'calibrate' | 'calibration'>): Partial<Record<CalibrationField, 'required' | 'positive'>> {
  if (!choices.calibrate) return {};
  const problems: Partial<Record<CalibrationField, 'required' | 'positive'>> = {};
  for (const field of CALIBRATION_FIELDS) if (choices.calibration[field] === '') problems[field] = 'required';
  if (typeof choices.calibration.metres === 'number' && choices.calibration.metres <= 0) problems.metres = 'positive';
  return problems;
}

/**
 * The query of `POST /be/admin/hall/{id}/import` (hallImportQuerySchema): the format and the file's name, the
 * layers for a DXF, the calibration when asked for, and whether to accept. What is not chosen is not sent.
 */
export function importSearch(fileName: string, choices: ImportChoices, accept: boolean): string {
  const params = new URLSearchParams({ format: choices.format, fileName: fileName.slice(0, 200) });
  if (choices.format === 'dxf') {
    for (const key of ['standLayer', 'outlineLayer', 'columnLayer'] as const) if (choices[key]) params.set(key, choices[key]);
  }
  if (choices.calibrate) {
    for (const field of CALIBRATION_FIELDS) {
      const value = choices.calibration[field];
      if (value !== '') params.set(field, String(value));
    }
  }
  params.set('accept', String(accept));
  return params.toString();
}
