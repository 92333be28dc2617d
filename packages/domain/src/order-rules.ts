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

/** What the order's rules read of a booklet item: its input (orderBookInput), unit and price calculation. */
export interface OrderBookRuleItem {
  itemType: number;
  productType?: number | null;
  unit?: string;
  priceCalculation?: string;
}

export interface OrderCatalogue {
  standConfigs: readonly { id: number; isOrderable: boolean; qmMin: number; qmMax: number }[];
  productGroupIds: readonly number[];
  /** The media the orderer may choose, with what is still available. */
  media: ReadonlyMap<number, { available: number }>;
  /** The order-book items the orderer sees in the configurator. */
  orderBookItems: ReadonlyMap<number, OrderBookRuleItem & { isMandatory: boolean }>;
  /**
   * The names of the event's media and booklet items the orderer may not order here (not offered in the
   * configurator, or switched out of it since the configuration was made), so the refusal names the item.
   */
  namesNotOffered?: { media: ReadonlyMap<number, string>; orderBook: ReadonlyMap<number, string> };
}

/** Tabs of the order booklet: 0 products, 1 information, 2 hidden (staff only), 3 confirmations. */
const TAB_PRODUCTS = 0;
const TAB_HIDDEN = 2;

/**
 * Whether the configurator's orderbook step offers an item: the products (tab 0) the organiser marked "offer
 * in the configurator already" (`isConfigurator`); staff, who book by phone, get every product and the hidden
 * items (tab 2). Whether the event shows its technical items decides the exhibitor's booklet after
 * registration, not what a visitor may order. Information (tab 1) and confirmations (tab 3) belong to the
 * booklet as well.
 */
export function isConfiguratorOrderBookItem(item: { tab: number; isConfigurator: boolean }, isStaff = false): boolean {
  if (item.tab === TAB_HIDDEN) return isStaff;
  return item.tab === TAB_PRODUCTS && (isStaff || item.isConfigurator);
}

export function orderIssues(configuration: Configuration, catalogue: OrderCatalogue): OrderIssue[] {
  const issues: OrderIssue[] = consentIssues(configuration);
  issues.push(...pricedIssues(configuration, catalogue));
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
 * The rules of an order that decide what it costs: for a registration an orderable stand of an allowed size
 * and the mandatory services booked; for additions to one (`registration`, with its stand size) neither; for
 * both media offered and available, and services offered, in whole units and at least the stand area where
 * charged by stand m². A pro-forma invoice checks them as the order does, so it never prices what the order
 * would refuse.
 */
export function pricedIssues(configuration: Configuration, catalogue: OrderCatalogue, registration?: { standQm: number | null }): OrderIssue[] {
  const media = mediaIssues(configuration.medias, catalogue);
  if (registration) return [...media, ...orderBookIssues(configuration.orderBooks, catalogue, { mandatory: false, standQm: registration.standQm })];
  const standQm = orderedStandArea(configuration.stand, catalogue.standConfigs);
  return [...standIssues(configuration.stand, catalogue), ...media, ...orderBookIssues(configuration.orderBooks, catalogue, { mandatory: true, standQm })];
}

/**
 * The stand area a registration's order records (checkStandSize: an empty size is the stand type's minimum,
 * '48,5' is 48.5 m²), which an item charged by stand m² is booked for at least; null while no stand type of
 * `standConfigs` is chosen or the size is outside its range, which the order refuses on its own.
 */
export function orderedStandArea(
  stand: { standConfigId?: number | null; qm?: number | string | null },
  standConfigs: readonly { id: number; qmMin: number; qmMax: number }[],
): number | null {
  const config = standConfigs.find((candidate) => candidate.id === stand.standConfigId);
  const size = config ? checkStandSize(stand.qm, config) : null;
  return size?.ok ? size.qm : null;
}

/**
 * Why the order refuses the amount booked of an item it offers, in the order's words: an amount for an item that
 * takes none, a box ticked other than once, part of a counted unit, or less than the stand area (`standQm`, see
 * orderedStandArea) for an item charged by stand m²; null when it takes the amount (0 is not booked). The wizard
 * says it at the item and prices no line the order refuses.
 */
export function bookedAmountIssue(item: OrderBookRuleItem, amount: number, standQm: number | null): Omit<OrderIssue, 'property'> | null {
  const input = orderBookInput(item);
  if (!input) return amount > 0 ? { message: 'invalidValue' } : null;
  if (input === 'checkbox' && amount !== 0 && amount !== 1) return { message: 'invalidValue' };
  if (!fitsUnit(item.unit, amount)) return { message: 'amountWholeUnits' };
  if (belowStandArea(item.priceCalculation, amount, standQm)) return { message: 'amountBelowStandArea', params: { qm: standQm! } };
  return null;
}

/** What the order says of an item it offers left unbooked: a mandatory one asks for an amount or a tick, as it takes one. */
export function unbookedIssue(item: OrderBookRuleItem & { isMandatory: boolean }): Omit<OrderIssue, 'property'> | null {
  const input = orderBookInput(item);
  if (!item.isMandatory || !input) return null;
  return { message: input === 'checkbox' ? 'orderbookMandatoryTick' : 'orderbookMandatory' };
}

/**
 * What an order of additions to an existing registration must satisfy (an offer staff made in the
 * `be_registration` mode): the terms and the cancellation policy accepted, something to order, media within what is available and
 * services the orderer may book. The stand, the brands and the mandatory services came with the
 * registration, so they are not asked for again.
 */
export function additionIssues(
  configuration: Configuration,
  catalogue: OrderCatalogue,
  /** The registration's stand size, for items charged by stand m². */
  standQm: number | null,
): OrderIssue[] {
  const issues: OrderIssue[] = consentIssues(configuration);
  const ordersSomething = chosenMedia(configuration.medias).size > 0 || configuration.orderBooks.some((entry) => entry.amount > 0);
  if (!ordersSomething) issues.push({ property: 'medias', message: 'offerWithoutItems' });
  issues.push(...pricedIssues(configuration, catalogue, { standQm }));
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

/** An item the orderer may not order here, by its name when the event has it (as `unknown` says otherwise). */
function notOffered(property: string, name: string | undefined, unknown: 'mediaNotOffered' | 'invalidValue'): OrderIssue {
  return name === undefined ? { property, message: unknown } : { property, message: 'itemNotOffered', params: { name } };
}

function mediaIssues(medias: Configuration['medias'], catalogue: OrderCatalogue): OrderIssue[] {
  const issues: OrderIssue[] = [];
  for (const [mediaId, amount] of chosenMedia(medias)) {
    const item = catalogue.media.get(mediaId);
    if (!item) issues.push(notOffered(`media_${mediaId}`, catalogue.namesNotOffered?.media.get(mediaId), 'mediaNotOffered'));
    else if (amount > item.available) {
      issues.push({ property: `media_${mediaId}`, message: item.available > 0 ? 'mediaTooFew' : 'mediaSoldOut', params: { available: item.available } });
    }
  }
  return issues;
}

function orderBookIssues(
  orderBooks: Configuration['orderBooks'],
  catalogue: OrderCatalogue,
  options: { mandatory: boolean; standQm: number | null },
): OrderIssue[] {
  const items = catalogue.orderBookItems;
  const issues: OrderIssue[] = [];
  const booked = new Set<number>();
  for (const entry of orderBooks) {
    const property = `orderbook_${entry.id}`;
    const item = items.get(entry.id);
    if (!item) {
      if (entry.amount > 0) issues.push(notOffered(property, catalogue.namesNotOffered?.orderBook.get(entry.id), 'invalidValue'));
      continue;
    }
    const issue = bookedAmountIssue(item, entry.amount, options.standQm);
    if (issue) issues.push({ property, ...issue });
    else if (entry.amount > 0) booked.add(entry.id);
  }
  if (!options.mandatory) return issues;
  // One message per field: a value refused above already says what to enter.
  const refused = new Set(issues.map((issue) => issue.property));
  for (const [itemId, item] of items) {
    const property = `orderbook_${itemId}`;
    const issue = booked.has(itemId) || refused.has(property) ? null : unbookedIssue(item);
    if (issue) issues.push({ property, ...issue });
  }
  return issues;
}
