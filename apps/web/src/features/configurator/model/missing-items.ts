import {
  bookedAmountIssue,
  orderedStandArea,
  unbookedIssue,
  type ConfiguratorMode,
  type OrderIssue,
  type StandConfig,
  type WizardStep,
} from '@messeportal/domain';
import { brandProblems } from './brand-rules.ts';
import type { ChosenItem, WizardConfiguration } from './configuration.ts';
import { HIDDEN_ITEMS_TAB_ID, ruleItem, type OrderBookTab } from './order-book.ts';

/**
 * A service of the services step that a binding order refuses as it stands, with the tab that shows it: a
 * mandatory one not booked, or one booked with an amount the order does not take.
 */
export interface MissingService {
  itemId: number;
  name: string;
  tabId: number;
  problem: 'mandatory' | 'amount';
  /** What the order says of it (unbookedIssue, bookedAmountIssue), said under the item's input. */
  issue: Omit<OrderIssue, 'property'>;
}

/** Something a binding order will still ask for, named for the user, with the step where it is entered. */
export type MissingItem =
  | { kind: 'stand'; step: 'stand' }
  | { kind: 'brandName' | 'brandProductGroups'; step: 'brands'; index: number }
  | ({ kind: 'service'; step: 'orderbook' } & MissingService);

interface ServiceLike {
  id: number;
  title: string;
  isMandatory: boolean;
  itemType: number;
  unit: string;
  priceCalculation: string;
  productGlobal: { productType: number | null } | null;
}

/**
 * The services a binding order refuses as `orderBooks` books them, tab by tab in the order the step shows them,
 * by the order's own rules (SPEC §5): a mandatory service (marked *) left at 0, an amount in part of a counted
 * unit, less than the stand area `standQm` (see orderStandArea) for an item charged by stand m². So the wizard
 * names them before the order does. Staff's hidden items left out are never missing (the customer's order never
 * asks for them); an amount booked of one is checked like any other.
 */
export function missingServices<T extends ServiceLike>(
  tabs: readonly OrderBookTab<T>[],
  orderBooks: readonly ChosenItem[],
  standQm: number | null,
): MissingService[] {
  const amounts = new Map(orderBooks.map((entry) => [entry.id, entry.amount]));
  const problemOf = (item: T, tabId: number): Pick<MissingService, 'problem' | 'issue'> | null => {
    const amount = amounts.get(item.id) ?? 0;
    const refused = bookedAmountIssue(ruleItem(item), amount, standQm);
    if (refused) return { problem: 'amount', issue: refused };
    const unbooked = amount > 0 || tabId === HIDDEN_ITEMS_TAB_ID ? null : unbookedIssue({ ...ruleItem(item), isMandatory: item.isMandatory });
    return unbooked && { problem: 'mandatory', issue: unbooked };
  };
  return tabs.flatMap((tab) =>
    tab.items.flatMap((item) => {
      const problem = problemOf(item, tab.group.id);
      return problem ? [{ itemId: item.id, name: item.title, tabId: tab.group.id, ...problem }] : [];
    }),
  );
}

/**
 * Whether the configuration is ordered as a registration, which needs a stand, named brands and the mandatory
 * services. Additions to an existing registration (staff's `be_registration`, or the customer's offer made that
 * way) need none of them: the registration has them already.
 */
export const ordersRegistration = (mode: ConfiguratorMode, registrationId: number | null) =>
  mode !== 'be_registration' && registrationId === null;

/**
 * The stand area an item charged by stand m² is booked for at least, as the order measures it: the stand of the
 * registration being ordered (orderedStandArea). Unknown for additions to a registration: the server checks them
 * against the registration's own stand, which the wizard does not know.
 */
export const orderStandArea = (configuration: WizardConfiguration, mode: ConfiguratorMode, standConfigs: readonly StandConfig[]) =>
  ordersRegistration(mode, configuration.registrationId) ? orderedStandArea(configuration.stand, standConfigs) : null;

/**
 * What the summary lists as still missing for a binding order, in the order of the steps: the stand, each
 * brand's name and product groups, the services the order refuses (missingServices). Only what a step of this
 * wizard asks for is listed; a configuration ordered as additions lacks nothing of these.
 */
export function missingForOrder(input: {
  configuration: WizardConfiguration;
  mode: ConfiguratorMode;
  steps: readonly WizardStep[];
  services: readonly MissingService[];
}): MissingItem[] {
  const { configuration, mode, steps } = input;
  if (!ordersRegistration(mode, configuration.registrationId)) return [];
  const missing: MissingItem[] = [];
  if (steps.includes('stand') && configuration.stand.standConfigId === null) missing.push({ kind: 'stand', step: 'stand' });
  if (steps.includes('brands')) {
    configuration.brands.forEach((brand, index) => {
      const problems = brandProblems(brand);
      if (problems.name) missing.push({ kind: 'brandName', step: 'brands', index });
      if (problems.productgroupsIds) missing.push({ kind: 'brandProductGroups', step: 'brands', index });
    });
  }
  if (steps.includes('orderbook')) missing.push(...input.services.map((service) => ({ kind: 'service' as const, step: 'orderbook' as const, ...service })));
  return missing;
}
