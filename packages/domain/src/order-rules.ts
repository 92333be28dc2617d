/**
 * What a binding order must satisfy beyond the configuration's shape (SPEC §2, §5): the terms and the
 * cancellation policy accepted, an
 * orderable stand of an allowed size, media within what is available, mandatory services booked, and
 * every brand named with at least one product group. The server runs it inside the order transaction,
 * with the stock it has just locked; the wizard runs it to mark fields before sending.
 */
import type { Configuration } from './schemas/configuration.ts';
import type { MessageCode } from './messages/index.ts';
import { checkStandSize, orderBookInput } from './pricing.ts';
import { belowStandArea, fitsUnit } from './units.ts';

export interface OrderIssue {
  /** `agb`, `cancellationPolicy`, `standConfigId`, `qm`, `media_{id}`, `orderbook_{id}`, `brands.{index}.name` … */
  property: string;
  message: MessageCode;
  params?: Record<string, string | number>;
}

export interface OrderCatalogue {
  standConfigs: readonly { id: number; isOrderable: boolean; qmMin: number; qmMax: number }[];
  productGroupIds: readonly number[];
  /** The media the orderer may choose, with what is still available. */
  media: ReadonlyMap<number, { available: number }>;
  /** The order-book items the orderer sees in the configurator. */
  orderBookItems: ReadonlyMap<number, { isMandatory: boolean; itemType: number; productType?: number | null; unit?: string; priceCalculation?: string }>;
}

/** Tabs of the order booklet: 0 products, 1 information, 2 hidden (staff only), 3 confirmations. */
const TAB_PRODUCTS = 0;
const TAB_HIDDEN = 2;

/**
 * Whether the configurator's orderbook step offers an item (decision; SPEC §2 names only "visible tech items
 * or configurator services"): products of tab 0 — all of them when the event shows its tech items, else only
 * those flagged for the configurator — and, for staff, the hidden items of tab 2. Information (tab 1) and
 * confirmations (tab 3) belong to the exhibitor's service booking after registration.
 */
export function isConfiguratorOrderBookItem(
  item: { tab: number; isConfigurator: boolean },
  event: { isTechVisible: boolean },
  isStaff = false,
): boolean {
  if (item.tab === TAB_HIDDEN) return isStaff;
  return item.tab === TAB_PRODUCTS && (event.isTechVisible || item.isConfigurator);
}

export function orderIssues(configuration: Configuration, catalogue: OrderCatalogue): OrderIssue[] {
  const issues: OrderIssue[] = consentIssues(configuration);
  issues.push(...standIssues(configuration.stand, catalogue));
  issues.push(...mediaIssues(configuration.medias, catalogue.media));
  issues.push(...orderBookIssues(configuration.orderBooks, catalogue.orderBookItems, { mandatory: true, standQm: Number(configuration.stand.qm) || null }));
  const groups = new Set(catalogue.productGroupIds);
  configuration.brands.forEach((brand, index) => {
    if (!brand.name) issues.push({ property: `brands.${index}.name`, message: 'required' });
    if (brand.productgroupsIds.length === 0) issues.push({ property: `brands.${index}.productgroupsIds`, message: 'brandProductGroupRequired' });
    else if (brand.productgroupsIds.some((groupId) => !groups.has(groupId))) {
      issues.push({ property: `brands.${index}.productgroupsIds`, message: 'invalidValue' });
    }
  });
  return issues;
}

/**
 * What an order of additions to an existing registration must satisfy (an offer staff made in the
 * `be_registration` mode): the terms and the cancellation policy accepted, something to order, media within what is available and
 * services the orderer may book. The stand, the brands and the mandatory services came with the
 * registration, so they are not asked for again.
 */
export function additionIssues(
  configuration: Configuration,
  catalogue: Pick<OrderCatalogue, 'media' | 'orderBookItems'>,
  /** The registration's stand size, for items charged by stand m². */
  standQm?: number | null,
): OrderIssue[] {
  const issues: OrderIssue[] = consentIssues(configuration);
  const ordersSomething = chosenMedia(configuration.medias).size > 0 || configuration.orderBooks.some((entry) => entry.amount > 0);
  if (!ordersSomething) issues.push({ property: 'medias', message: 'offerWithoutItems' });
  issues.push(...mediaIssues(configuration.medias, catalogue.media));
  issues.push(...orderBookIssues(configuration.orderBooks, catalogue.orderBookItems, { mandatory: false, standQm }));
  return issues;
}

/**
 * SPEC §5: ordering with obligation to pay needs the terms of participation and the cancellation policy
 * accepted — for a registration and for additions to one alike, as both are bought on the same terms.
 */
export function consentIssues(configuration: Pick<Configuration, 'agb' | 'cancellationPolicy'>): OrderIssue[] {
  const issues: OrderIssue[] = [];
  if (configuration.agb !== true) issues.push({ property: 'agb', message: 'optin_conditions_message' });
  if (configuration.cancellationPolicy !== true) issues.push({ property: 'cancellationPolicy', message: 'optin_cancellation_message' });
  return issues;
}

function standIssues(stand: Configuration['stand'], catalogue: OrderCatalogue): OrderIssue[] {
  if (!stand.standConfigId) return [{ property: 'standConfigId', message: 'required' }];
  const config = catalogue.standConfigs.find((c) => c.id === stand.standConfigId);
  if (!config?.isOrderable) return [{ property: 'standConfigId', message: 'standConfigNotOrderable' }];
  const size = checkStandSize(stand.qm, config);
  return size.ok ? [] : [{ property: 'qm', message: 'standSizeOutOfRange', params: { min: size.min, max: size.max } }];
}

/** The chosen media merged by id (a list may name an item twice); amount 0 means not chosen. */
export function chosenMedia(medias: Configuration['medias']): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const media of medias) if (media.amount > 0) chosen.set(media.id, (chosen.get(media.id) ?? 0) + media.amount);
  return chosen;
}

function mediaIssues(medias: Configuration['medias'], available: OrderCatalogue['media']): OrderIssue[] {
  const issues: OrderIssue[] = [];
  for (const [mediaId, amount] of chosenMedia(medias)) {
    const item = available.get(mediaId);
    if (!item) issues.push({ property: `media_${mediaId}`, message: 'mediaNotOffered' });
    else if (amount > item.available) {
      issues.push({ property: `media_${mediaId}`, message: item.available > 0 ? 'mediaTooFew' : 'mediaSoldOut', params: { available: item.available } });
    }
  }
  return issues;
}

function orderBookIssues(
  orderBooks: Configuration['orderBooks'],
  items: OrderCatalogue['orderBookItems'],
  options: { mandatory: boolean; standQm?: number | null },
): OrderIssue[] {
  const issues: OrderIssue[] = [];
  const booked = new Set<number>();
  for (const entry of orderBooks) {
    const item = items.get(entry.id);
    const input = item ? orderBookInput(item) : null;
    if (!item || !input) {
      if (entry.amount > 0) issues.push({ property: `orderbook_${entry.id}`, message: 'invalidValue' });
      continue;
    }
    if (input === 'checkbox' && entry.amount !== 0 && entry.amount !== 1) {
      issues.push({ property: `orderbook_${entry.id}`, message: 'invalidValue' });
    } else if (!fitsUnit(item.unit, entry.amount)) {
      issues.push({ property: `orderbook_${entry.id}`, message: 'amountWholeUnits' });
    } else if (belowStandArea(item.priceCalculation, entry.amount, options.standQm)) {
      issues.push({ property: `orderbook_${entry.id}`, message: 'amountBelowStandArea', params: { qm: options.standQm! } });
    } else if (entry.amount > 0) booked.add(entry.id);
  }
  if (!options.mandatory) return issues;
  // One message per field: a value refused above already says what to enter.
  const refused = new Set(issues.map((issue) => issue.property));
  for (const [itemId, item] of items) {
    const input = orderBookInput(item);
    if (item.isMandatory && input && !booked.has(itemId) && !refused.has(`orderbook_${itemId}`)) {
      // Said as the item asks for it: an amount to enter, or a box to tick.
      issues.push({ property: `orderbook_${itemId}`, message: input === 'checkbox' ? 'orderbookMandatoryTick' : 'orderbookMandatory' });
    }
  }
  return issues;
}
