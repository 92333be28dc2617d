import { deriveStands, standKey, type StandKind } from '@messeportal/domain';
import { demoHalls } from './demo-halls.ts';
import { fireplaceStandConfigs } from './fireplace-catalogue.ts';
import { kitchenStandConfigs } from './kitchen-stands.ts';
import type { FairKey } from './season-plan.ts';

/** A stand of a hall plan given to a registration: the hall and number it carries, and the area it is sold with. */
export interface HandedStand {
  hall: string;
  standNr: string;
  /** The stand's area on the plan in m² (columns inside it taken off): what the registration books and pays. */
  qm: number;
}

interface PlanStandOffer {
  hall: string;
  number: string;
  kind: StandKind;
  areaM2: number;
  /** Hall and number as staff's numbers are told apart (standKey): 'halle 3/C14'. */
  key: string;
}

/** The kind of plan stand a stand type is built on: a rental system stand stands in a row like an in-line one. */
const KIND_OF: Record<string, StandKind> = { inline: 'inline', corner: 'corner', head: 'head', island: 'island', rental_system: 'inline' };

const keyOf = (hall: string, number: string) => `${standKey(hall)}/${standKey(number)}`;

/** The names of the halls a fair sells, in order. */
export const hallNames = (fair: FairKey): string[] => demoHalls(fair).map((hall) => hall.name);

/**
 * Hands out the stands of a fair's hall plans as staff would give them: each registration the free stand of its
 * stand type's kind (in-line, corner, head, island) whose area is nearest the size it asked for and within its
 * stand type's range, in the hall it was meant for or, once that hall has none left, in the next; among equals the
 * first in the plan's order. `taken` are stands given already ('Halle 3/C14'); no stand is given twice.
 */
export function standHandout(fair: FairKey, taken: readonly string[]) {
  const configs = fair === 'kitchen' ? kitchenStandConfigs : fireplaceStandConfigs;
  const halls = hallNames(fair);
  const offers: PlanStandOffer[] = demoHalls(fair).flatMap((hall) =>
    deriveStands(hall.geometry).map((stand) => ({ hall: hall.name, number: stand.number, kind: stand.kind, areaM2: stand.areaM2, key: keyOf(hall.name, stand.number) })),
  );
  const given = new Set(taken.map((stand) => keyOf(...(stand.split('/') as [string, string]))));
  return {
    take(hall: string, standType: string, qm: number): HandedStand {
      const config = configs.find((candidate) => candidate.standType === standType);
      const fitting = offers.filter(
        (offer) => !given.has(offer.key) && offer.kind === KIND_OF[standType] && config && config.qmMin <= offer.areaM2 && offer.areaM2 <= config.qmMax,
      );
      const start = Math.max(halls.indexOf(hall), 0);
      for (const name of [...halls.slice(start), ...halls.slice(0, start)]) {
        const nearest = fitting
          .filter((offer) => offer.hall === name)
          .reduce<PlanStandOffer | null>((best, offer) => (!best || Math.abs(offer.areaM2 - qm) < Math.abs(best.areaM2 - qm) ? offer : best), null);
        if (nearest) {
          given.add(nearest.key);
          return { hall: nearest.hall, standNr: nearest.number, qm: nearest.areaM2 };
        }
      }
      throw new Error(`Demo seed: no free ${standType} stand left on the ${fair} fair's plans`);
    },
  };
}
