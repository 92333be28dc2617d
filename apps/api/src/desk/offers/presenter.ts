import {
  offerStates,
  type Lang,
  type OfferListRow as OfferListEntry,
  type StaffEvent,
} from '@messeportal/domain';
import { registrationPhaseOf } from '../../catalogue/events/deadlines.ts';
import type { listEventsWithCounts } from './events-repo.ts';
import type { OfferListRow } from './offer-list-repo.ts';

type EventRow = Awaited<ReturnType<typeof listEventsWithCounts>>[number];

/** The label of an offer state (Entwurf, Versendet …) in `lang`; an unknown state shows its number. */
export const offerStateLabel = (state: number, lang: Lang) => offerStates.find((entry) => entry.id === state)?.[lang] ?? String(state);

export function presentStaffEvent(row: EventRow, lang: Lang, timeZone: string, now = new Date()): StaffEvent {
  const registrationPhase = registrationPhaseOf({ event: row, timeZone }, now);
  return {
    id: row.id,
    name: lang === 'en' ? row.nameEn : row.nameDe,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    registrationEndsAt: row.registrationEndsAt.toISOString(),
    isRegistrationOpen: registrationPhase === 'open',
    registrationOpensOn: row.registrationOpensOn,
    registrationPhase,
    isPublished: row.isPublished,
    offerCount: row.offerCount,
    registrationCount: row.registrationCount,
    unconfirmedCount: row.unconfirmedCount,
    standArea: row.standArea,
    orderedNetCents: row.orderedNetCents,
  };
}

export const presentOfferListRow = (row: OfferListRow, lang: Lang): OfferListEntry => ({
  id: row.id,
  uuid: row.uuid,
  title: row.title,
  companyId: row.companyId,
  companyName: row.companyName ?? '',
  state: row.state,
  stateLabel: offerStateLabel(row.state, lang),
  offerType: row.offerType,
  totalNet: row.totalNetCents,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  isOrdered: row.orderedAt !== null,
});
