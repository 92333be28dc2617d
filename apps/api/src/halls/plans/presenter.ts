import { deriveStands, type DerivedStandAnswer, type HallGeometry, type HallPlanSummary } from '@messeportal/domain';
import type { HallPlanRow } from './repo.ts';

export const presentHallSummary = (hall: HallPlanRow): HallPlanSummary => ({
  id: hall.id,
  name: hall.name,
  version: hall.version,
  standCount: hall.standCount,
  updatedAt: hall.updatedAt.toISOString(),
  events: hall.events,
});

/** What each stand of a plan is, as the answers show it (the area in m², not the cm² it is reckoned in). */
export const presentStands = (geometry: HallGeometry): DerivedStandAnswer[] => deriveStands(geometry).map(({ areaCm2: _, ...stand }) => stand);
