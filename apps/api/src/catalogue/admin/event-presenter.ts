import {
  basisPointsToVatRate,
  dayIn,
  registrationPhase,
  type AdminEvent,
  type AdminEventsAnswer,
  type AdminProductGroup,
  type AdminStandConfig,
} from '@messeportal/domain';
import type { productGroups } from '../../platform/db/schema.ts';
import type { FoundEvent, StandConfigWithRules } from './event-repo.ts';

type ListedEvent = {
  id: number;
  nameDe: string;
  nameEn: string;
  startsAt: string;
  endsAt: string;
  registrationEndsAt: Date;
  registrationOpensOn: string | null;
  isPublished: boolean;
};

/** Whether the event is published and where its registration stands (see registrationPhase). */
const publication = (event: ListedEvent, timeZone: string, now: Date) => {
  const phase = registrationPhase(event, now, timeZone);
  return { isPublished: event.isPublished, registrationOpensOn: event.registrationOpensOn, registrationPhase: phase, isRegistrationOpen: phase === 'open' };
};

/** A row of the catalogue's event list: whether it is published and its registration open. */
export function presentEventListItem(event: ListedEvent, timeZone: string, now: Date): AdminEventsAnswer['events'][number] {
  return {
    id: event.id,
    nameDe: event.nameDe,
    nameEn: event.nameEn,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    registrationEndsAt: event.registrationEndsAt.toISOString(),
    ...publication(event, timeZone, now),
    isPast: dayIn(now, timeZone) > event.endsAt,
  };
}

/** Every field of the event as the form edits it: VAT in per cent, deadlines as ISO instants. */
export function presentAdminEvent({ event, hasConfiguratorServices }: FoundEvent, timeZone: string, now: Date): AdminEvent {
  return {
    id: event.id,
    nameDe: event.nameDe,
    nameEn: event.nameEn,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    registrationEndsAt: event.registrationEndsAt.toISOString(),
    printEndsAt: event.printEndsAt.toISOString(),
    techEndsAt: event.techEndsAt.toISOString(),
    earlyBookerEndsAt: event.earlyBookerEndsAt?.toISOString() ?? null,
    currency: event.currency,
    vatRate: basisPointsToVatRate(event.vatRate),
    isMediaVisible: event.isMediaVisible,
    isTechVisible: event.isTechVisible,
    hasFireplaceConnections: event.hasFireplaceConnections,
    fireplacePrice: event.fireplacePrice,
    fireplaceMaxConnections: event.fireplaceMaxConnections,
    fireplaceEndsAt: event.fireplaceEndsAt?.toISOString() ?? null,
    fireplaceBillingNumber: event.fireplaceBillingNumber,
    invoiceOnConfirmation: event.invoiceOnConfirmation,
    urlAgb: event.urlAgb,
    urlCancellation: event.urlCancellation,
    registrationDescriptionDe: event.registrationDescriptionDe,
    registrationDescriptionEn: event.registrationDescriptionEn,
    mediaDescriptionDe: event.mediaDescriptionDe,
    mediaDescriptionEn: event.mediaDescriptionEn,
    hasConfiguratorServices,
    ...publication(event, timeZone, now),
    updatedAt: event.updatedAt.toISOString(),
  };
}

export function presentStandConfig(config: StandConfigWithRules): AdminStandConfig {
  return {
    id: config.id,
    eventId: config.eventId,
    nameDe: config.nameDe,
    nameEn: config.nameEn,
    standType: config.standType,
    qmMin: config.qmMin,
    qmMax: config.qmMax,
    isOrderable: config.isOrderable,
    sort: config.sort,
    billingNumber: config.billingNumber,
    priceRules: config.priceRules.map((rule) => ({
      id: rule.id,
      descriptionDe: rule.descriptionDe,
      descriptionEn: rule.descriptionEn,
      unit: rule.unit,
      basis: rule.basis,
      priceSingle: rule.priceSingle,
      sort: rule.sort,
    })),
  };
}

export const presentProductGroup = (group: typeof productGroups.$inferSelect): AdminProductGroup => ({
  id: group.id,
  eventId: group.eventId,
  nameDe: group.nameDe,
  nameEn: group.nameEn,
  sort: group.sort,
});
