import { naturalCompareStandNumbers, type PlanExhibitor } from '@messeportal/domain';
import { planStandNamed, type EventPlans } from '../../halls/event-plan/routes.ts';

export interface ExhibitorRows {
  registrations: readonly { id: number; hall: string; standNr: string; company: string }[];
  brands: readonly { registrationId: number; brandId: number; name: string }[];
  groups: readonly { brandId: number; groupId: number }[];
}

/** Items grouped by a key, each group in the order the items came. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The exhibitors by stand: every registration whose hall and stand number name a stand of the event's plans (as the
 * plan's states read them, planStandNamed), with its brands and their product groups, each group once; by hall in
 * the event's order, then by stand number as people read them (A2 before A10). A registration whose stand is not on
 * the plans (typed by hand, or of a hall the event does not sell) is left out: the public plan shows stands.
 */
export function presentExhibitors(halls: EventPlans['halls'], rows: ExhibitorRows): PlanExhibitor[] {
  const brandsOf = groupBy(rows.brands, (brand) => brand.registrationId);
  const groupsOf = groupBy(rows.groups, (group) => group.brandId);
  const hallOrder = new Map(halls.map((hall, i) => [hall.id, i]));
  // The event's order of the groups, which `rows.groups` comes in.
  const groupOrder = [...new Set(rows.groups.map((group) => group.groupId))];
  const exhibitors: PlanExhibitor[] = [];
  for (const registration of rows.registrations) {
    const found = planStandNamed(halls, registration.hall, registration.standNr);
    if (!found) continue;
    const brands = brandsOf.get(registration.id) ?? [];
    const groupIds = new Set(brands.flatMap((brand) => (groupsOf.get(brand.brandId) ?? []).map((group) => group.groupId)));
    const productGroupIds = groupIds.size === 0 ? [] : groupOrder.filter((id) => groupIds.has(id));
    exhibitors.push({ hallId: found.hall.id, stand: found.stand.number, company: registration.company, brands: brands.map((brand) => brand.name), productGroupIds });
  }
  return exhibitors.sort((a, b) => hallOrder.get(a.hallId)! - hallOrder.get(b.hallId)! || naturalCompareStandNumbers(a.stand, b.stand));
}
