import { standTypes, type DerivedStandAnswer, type HallImportAnswer, type Lang } from '@messeportal/domain';

/** A stand's kind by the label of the stand type it is ("Eckstand (2 Seiten offen)"), in the language. */
export const kindLabel = (kind: DerivedStandAnswer['kind'], lang: Lang): string => standTypes.find((type) => type.id === kind)?.[lang] ?? kind;

type Diff = NonNullable<HallImportAnswer['diff']>;
type Affected = Diff['affected'][number];

/**
 * Whether a booked stand blocks taking the new version: removed, or made smaller (as the API decides, see
 * plan-review.ts); moved or grown it only concerns its exhibitor.
 */
export function blocksAcceptance(stand: Affected, diff: Pick<Diff, 'changed'>): boolean {
  if (stand.change === 'removed') return true;
  const changed = diff.changed.find((candidate) => candidate.number === stand.number);
  return changed !== undefined && changed.areaAfterM2 < changed.areaBeforeM2;
}

/** `?version=` of the address: a version number, or null for the latest. */
export function versionOf(params: URLSearchParams): number | null {
  const text = params.get('version');
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const version = Number(text);
  return version >= 1 ? version : null;
}
