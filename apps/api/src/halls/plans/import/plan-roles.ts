import type { FixtureKind } from '@messeportal/domain';

/** What a group of a drawing holds, by its name. */
export type PlanRole = 'outline' | 'stands' | 'columns' | 'keepClear' | 'aisles' | FixtureKind;

/** The names organisers and their CAD offices give such groups, German and English, folded as `foldedName` does. */
const ROLE_NAMES: Record<PlanRole, readonly string[]> = {
  outline: ['hall', 'halle', 'outline', 'umriss', 'hallenumriss'],
  stands: ['stands', 'stand', 'staende'],
  columns: ['columns', 'column', 'saeulen', 'saeule', 'stuetzen', 'stuetze'],
  keepClear: ['keepclear', 'sperrflaeche', 'sperrflaechen'],
  aisles: ['aisles', 'aisle', 'gaenge', 'gang'],
  entrance: ['entrances', 'entrance', 'eingang', 'eingaenge'],
  emergency_exit: ['exits', 'exit', 'emergencyexits', 'notausgang', 'notausgaenge'],
  stage: ['stage', 'stages', 'buehne', 'buehnen'],
  catering: ['catering', 'gastronomie'],
};

const ROLE_OF_NAME = new Map(Object.entries(ROLE_NAMES).flatMap(([role, names]) => names.map((name) => [name, role as PlanRole] as const)));

/**
 * A name in the one form the role names are compared in: lower case, umlauts and ß spelt out (Stände, Staende),
 * everything but letters dropped, so "Keep-Clear", "keep_clear" and "Stände 2" match "keepclear" and "staende".
 */
export function foldedName(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');
}

/** The role a group's or layer's name gives, or null when it names none. */
export const roleOfName = (name: string | undefined): PlanRole | null => (name === undefined ? null : (ROLE_OF_NAME.get(foldedName(name)) ?? null));
