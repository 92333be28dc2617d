import { orderBookInput, type ConfiguratorMode, type WizardStep } from '@messeportal/domain';
import { brandProblems } from './brand-rules.ts';
import type { ChosenItem, WizardConfiguration } from './configuration.ts';
import { HIDDEN_ITEMS_TAB_ID, type OrderBookTab } from './order-book.ts';

/** A mandatory service of the services step that is not booked, with the tab that shows it. */
export interface MissingService {
  itemId: number;
  name: string;
  tabId: number;
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
  productGlobal: { productType: number | null } | null;
}

/**
 * The mandatory services (SPEC §5, marked *) that `orderBooks` leaves at 0, tab by tab in the order the
 * step shows them — the rule the server's order applies (`orderIssues`), so the wizard can name them
 * before the order does. Items that take no input are never missing, nor are staff's hidden items: the
 * customer's order never sees them.
 */
export function missingServices<T extends ServiceLike>(tabs: readonly OrderBookTab<T>[], orderBooks: readonly ChosenItem[]): MissingService[] {
  const booked = new Set(orderBooks.filter((entry) => entry.amount > 0).map((entry) => entry.id));
  const missing = (item: T) =>
    item.isMandatory && orderBookInput({ itemType: item.itemType, productType: item.productGlobal?.productType }) !== null && !booked.has(item.id);
  return tabs
    .filter((tab) => tab.group.id !== HIDDEN_ITEMS_TAB_ID)
    .flatMap((tab) => tab.items.filter(missing).map((item) => ({ itemId: item.id, name: item.title, tabId: tab.group.id })));
}

/**
 * Whether the configuration is ordered as a registration, which needs a stand, named brands and the mandatory
 * services. Additions to an existing registration (staff's `be_registration`, or the customer's offer made that
 * way) need none of them: the registration has them already.
 */
export const ordersRegistration = (mode: ConfiguratorMode, registrationId: number | null) =>
  mode !== 'be_registration' && registrationId === null;

/**
 * What the summary lists as still missing for a binding order, in the order of the steps: the stand, each
 * brand's name and product groups, the mandatory services. Only what a step of this wizard asks for is
 * listed; a configuration ordered as additions lacks nothing of these.
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
