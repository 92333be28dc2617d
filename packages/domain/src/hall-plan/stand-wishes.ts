import { standKey } from '../registration-desk.ts';
import { centroid, pointInRing } from './geometry.ts';
import type { HallGeometry } from './model.ts';

/**
 * What an exhibitor wishes for its stand (issue 31), where the organiser decides: in an event selling by request and
 * approval, up to three stands of the plan in order of preference; where the organiser places, a hall, a sector,
 * exhibitors to be next to and competitors to keep away from, each in the exhibitor's own words.
 */
export const MAX_WISHED_STANDS = 3;

export interface StandWish {
  stands: readonly { hallId: number; stand: string }[];
  hallId: number | null;
  sector: string;
  /** Companies the exhibitor wants as neighbours, one per line or comma. */
  neighbours: string;
  /** Competitors the exhibitor wants away from its stand, one per line or comma. */
  avoid: string;
}

/** A wish a stand does not meet; a wish left empty is always met. */
export const UNMET_WISHES = ['wishedStand', 'hall', 'sector', 'neighbour', 'competitorNextDoor'] as const;
export type UnmetWish = (typeof UNMET_WISHES)[number];

/** Where a registration stands: the hall, the stand, and the companies on the stands beside it (`neighbourPairs`). */
export interface WishPlacement {
  hallId: number;
  stand: string;
  /** The names of the sectors of the hall the stand lies in (`sectorsOfStand`). */
  sectors: readonly string[];
  neighbourCompanies: readonly string[];
}

/** The names an exhibitor listed: split at commas, semicolons and lines, trimmed, too short ones (under 3 letters) left out. */
export const listedNames = (text: string): string[] =>
  text
    .split(/[,;\n]/)
    .map((name) => name.trim())
    .filter((name) => name.length >= 3);

const folded = (text: string) => text.toLocaleLowerCase('de-DE');
/** Whether a company is the one a name means: the name found in the company's, in any case ("Muster" in "Muster Küchen GmbH"). */
const names = (company: string, name: string) => folded(company).includes(folded(name));

/** The wishes a placement does not meet, in UNMET_WISHES' order. */
export function unmetWishes(wish: StandWish, placed: WishPlacement): UnmetWish[] {
  const unmet: UnmetWish[] = [];
  if (wish.stands.length > 0 && !wish.stands.some((wanted) => wanted.hallId === placed.hallId && standKey(wanted.stand) === standKey(placed.stand))) unmet.push('wishedStand');
  if (wish.hallId !== null && wish.hallId !== placed.hallId) unmet.push('hall');
  if (wish.sector.trim() !== '' && !placed.sectors.some((sector) => folded(sector) === folded(wish.sector.trim()))) unmet.push('sector');
  const wanted = listedNames(wish.neighbours);
  if (wanted.length > 0 && !wanted.some((name) => placed.neighbourCompanies.some((company) => names(company, name)))) unmet.push('neighbour');
  if (listedNames(wish.avoid).some((name) => placed.neighbourCompanies.some((company) => names(company, name)))) unmet.push('competitorNextDoor');
  return unmet;
}

/** The sectors of a hall a stand lies in: those holding its centre. */
export function sectorsOfStand(hall: Pick<HallGeometry, 'sectors' | 'stands'>, number: string): string[] {
  const stand = hall.stands.find((candidate) => standKey(candidate.number) === standKey(number));
  if (!stand) return [];
  const centre = centroid(stand.ring);
  return hall.sectors.filter((sector) => pointInRing(centre, sector.ring)).map((sector) => sector.name);
}
