import { standPricePerQm, type FairEvent, type Lang } from '@messeportal/domain';
import { registrationPhaseOf } from './deadlines.ts';
import type { CatalogEvent } from './repo.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** What of the event the time of the call decides: whether early booking still runs and where its registration stands. */
export const eventClock = (entry: CatalogEvent, now: Date) => ({
  earlyBookingRuns: !!entry.event.earlyBookerEndsAt && now <= entry.event.earlyBookerEndsAt,
  registrationPhase: registrationPhaseOf(entry, now),
});

/** The event as the configurator and the portal read it (SPEC §3), in the caller's language. */
export function presentEvent(entry: CatalogEvent, lang: Lang, now = new Date()): FairEvent {
  const { event } = entry;
  const en = lang === 'en';
  const { earlyBookingRuns, registrationPhase } = eventClock(entry, now);
  return {
    id: event.id,
    name: en ? event.nameEn : event.nameDe,
    currency: event.currency,
    vatRate: event.vatRate / 100,
    earlyBookingTime: earlyBookingRuns ? iso(event.earlyBookerEndsAt) : null,
    standConfigs: entry.standConfigs.map((config) => ({
      id: config.id,
      name: en ? config.nameEn : config.nameDe,
      standType: config.standType,
      qmMin: config.qmMin,
      qmMax: config.qmMax,
      isOrderable: config.isOrderable,
      pricePerQm: standPricePerQm(config.priceRules),
    })),
    isMediaVisible: event.isMediaVisible && entry.hasVisibleMedia,
    isTechVisible: event.isTechVisible && entry.hasTechItems,
    hasConfiguratorServices: entry.hasConfiguratorServices,
    hasFireplaceConnections: event.hasFireplaceConnections,
    productgroupsIds: entry.productgroupsIds,
    urlAgb: event.urlAgb,
    urlCancellation: event.urlCancellation,
    registrationDescription: en ? event.registrationDescriptionEn : event.registrationDescriptionDe,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    registrationEndsAt: event.registrationEndsAt.toISOString(),
    printEndsAt: event.printEndsAt.toISOString(),
    techEndsAt: event.techEndsAt.toISOString(),
    earlyBookerEndsAt: iso(event.earlyBookerEndsAt),
    mediaDescription: en ? event.mediaDescriptionEn : event.mediaDescriptionDe,
    isRegistrationOpen: registrationPhase === 'open',
    registrationOpensOn: event.registrationOpensOn,
    registrationPhase,
    standSelling: entry.hasHallPlan ? event.standSelling : null,
  };
}
