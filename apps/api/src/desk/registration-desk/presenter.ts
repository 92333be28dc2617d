import {
  BookletItemType,
  centsToAmount,
  documentStates,
  documentTypes,
  isOrderState,
  ORDER_TRANSITIONS,
  orderBookPriceLine,
  registrationActions,
  registrationState,
  standTypes,
  type Lang,
  type RegistrationListRow,
  type StaffRegistrationAnswer,
  type TimelineEntry,
} from '@messeportal/domain';
import { unitLabel } from '../../catalogue/reading/presenter.ts';
import { labelOf, presentDocument } from '../../documents/presenter.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { presentLine, presentRegistration } from '../../selling/registrations/presenter.ts';
import type { StaffRegistrationParts } from './detail-repo.ts';
import type { RegistrationListEntry } from './list-repo.ts';

const iso = (at: Date | string) => new Date(at).toISOString();

/** A row of the list; its stand type by the name the event gives it (`standNames`, by stand config). */
export const presentListRow = (row: RegistrationListEntry, standNames: ReadonlyMap<number, string>, lang: Lang): RegistrationListRow => ({
  id: row.id,
  companyId: row.companyId,
  companyName: row.companyName,
  standType: row.standType,
  standTypeLabel: (row.standConfigId && standNames.get(row.standConfigId)) || (row.standType ? labelOf(standTypes, row.standType, lang) : ''),
  standSize: row.standSize,
  hall: row.hall,
  standNr: row.standNr,
  isConfirmed: row.isConfirmed,
  state: registrationState(row),
  orderedNet: centsToAmount(Number(row.orderedNetCents)),
  hasOpenServices: row.hasOpenServices,
  createdAt: iso(row.createdAt),
});

/** Which desk action an audit entry of the registration was, read from the fields it changed. */
function staffChangeKind(after: Record<string, unknown>): TimelineEntry['kind'] {
  if ('orderId' in after) return 'orderStatus';
  if ('canceledAt' in after) return 'canceled';
  if ('restoredTo' in after) return 'restored';
  if ('companyId' in after) return 'createdByStaff';
  if ('variant' in after || 'isOnsiteParticipant' in after || 'isVirtualParticipant' in after) return 'participation';
  if ('confirmLinkTo' in after) return 'confirmLink';
  if ('isConfirmed' in after) return 'confirmedByStaff';
  if ('standConfigId' in after) return 'standType';
  return 'stand';
}

const asParams = (record: Record<string, unknown> | null) =>
  Object.fromEntries(Object.entries(record ?? {}).map(([key, value]) => [key, value === null || value === undefined ? '' : String(value)]));

/** Everything that happened to the registration, oldest first: the exhibitor's steps, documents, mails and staff's actions. */
function timeline(parts: StaffRegistrationParts, lang: Lang): TimelineEntry[] {
  const { registration } = parts.detail;
  const entries: TimelineEntry[] = [];
  // Confirmed by staff on the exhibitor's behalf, or registered by staff as confirmed: no link was used.
  const staffConfirmed = parts.staffChanges.some((change) => {
    const after = (change.after ?? {}) as Record<string, unknown>;
    return 'isConfirmed' in after || ('companyId' in after && after.state === 'confirmed');
  });
  if (registration.confirmedAt && !staffConfirmed) entries.push({ at: iso(registration.confirmedAt), kind: 'confirmed', actor: null, params: {} });
  for (const order of parts.detail.orders) {
    entries.push({ at: order.createdAt, kind: 'order', actor: null, params: { number: order.confirmation?.number ?? String(order.id), net: String(centsToAmount(order.netCents)) } });
  }
  for (const document of parts.documents) {
    entries.push({ at: iso(document.createdAt), kind: 'document', actor: null, params: { type: labelOf(documentTypes, document.type, lang), number: document.number } });
  }
  for (const mail of parts.mails) entries.push({ at: iso(mail.createdAt), kind: 'mail', actor: null, params: { subject: mail.subject, recipient: mail.recipient } });
  const lastBooking = parts.bookings.reduce<Date | null>((last, booking) => (!last || booking.updatedAt > last ? booking.updatedAt : last), null);
  if (lastBooking) entries.push({ at: iso(lastBooking), kind: 'booklet', actor: null, params: {} });
  for (const connection of parts.fireplace) entries.push({ at: iso(connection.createdAt), kind: 'fireplace', actor: null, params: { device: connection.deviceName } });
  for (const change of parts.staffChanges) {
    const after = (change.after ?? {}) as Record<string, unknown>;
    if (change.entity === 'company') {
      // Which of the company's data staff corrected (the web words it by `context`): the fields by name, the values are in the audit log.
      const fields = Object.keys(after).filter((key) => key !== 'addressId' && key !== 'contactId');
      const part = 'addressId' in after ? 'address' : 'contactId' in after ? 'contact' : 'company';
      entries.push({ at: iso(change.at), kind: 'companyData', actor: change.actor, params: { context: part, fields: fields.join(', ') } });
      continue;
    }
    if ('fireplaceState' in after) {
      // A flue gas connection confirmed or refused (the web words it by `context`, the state).
      const { fireplaceState = '', device = '', reason = '' } = asParams(after);
      entries.push({ at: iso(change.at), kind: 'fireplaceDecision', actor: change.actor, params: { context: fireplaceState, device, reason } });
      continue;
    }
    const before = Object.fromEntries(Object.entries(asParams(change.before as Record<string, unknown> | null)).map(([key, value]) => [`old${key[0]!.toUpperCase()}${key.slice(1)}`, value]));
    entries.push({ at: iso(change.at), kind: staffChangeKind(after), actor: change.actor, params: { ...before, ...asParams(after) } });
  }
  // The registration comes first even when its order's document was dated a moment before the row.
  const registered: TimelineEntry = { at: iso(registration.createdAt), kind: 'registered', actor: null, params: {} };
  return [registered, ...entries.sort((a, b) => a.at.localeCompare(b.at))];
}

/** `GET /be/registration/{id}`: the portal's registration page and everything the desk adds to it. */
export function presentStaffRegistration(parts: StaffRegistrationParts, entry: CatalogEvent, lang: Lang): StaffRegistrationAnswer {
  const { registration: shown } = presentRegistration(parts.detail, entry, lang);
  const { registration } = parts.detail;
  const state = registrationState(registration);
  const ordersById = new Map(parts.orderRows.map((row) => [row.id, row]));
  const event = entry.event;
  const title = (row: { titleDe: string; titleEn: string }) => (lang === 'en' ? row.titleEn : row.titleDe);

  const services = parts.bookings.filter((booking) => booking.itemType === BookletItemType.product || booking.itemType === BookletItemType.numberInput);
  const confirmations = parts.bookings.filter((booking) => booking.itemType === BookletItemType.confirm && booking.checked);
  const orderConsents = parts.detail.orders.flatMap((order) => {
    const data = (ordersById.get(order.id)?.data ?? {}) as { agb?: boolean; cancellationPolicy?: boolean };
    const texts = lang === 'en' ? { agb: 'Terms of participation', cancellation: 'Cancellation policy' } : { agb: 'Teilnahmebedingungen', cancellation: 'Stornobedingungen' };
    return [
      ...(data.agb ? [{ text: texts.agb, url: event.urlAgb || null, at: order.createdAt }] : []),
      ...(data.cancellationPolicy ? [{ text: texts.cancellation, url: event.urlCancellation || null, at: order.createdAt }] : []),
    ];
  });

  return {
    registration: {
      ...shown,
      state,
      cancelReason: registration.cancelReason,
      standConfigId: registration.standConfigId,
      confirmLinkExpiresAt: registration.confirmTokenHash ? (registration.confirmExpiresAt?.toISOString() ?? null) : null,
      canceledStand: registration.canceledAt && registration.canceledStandNr ? { hall: registration.canceledHall, standNr: registration.canceledStandNr } : null,
    },
    actions: registrationActions(state),
    orders: parts.detail.orders.map((order) => {
      const row = ordersById.get(order.id);
      const status = row && isOrderState(row.status) ? row.status : 'open';
      return {
        id: order.id,
        type: order.type,
        status,
        statusLabel: labelOf(documentStates, status, lang),
        nextStates: [...ORDER_TRANSITIONS[status]],
        createdAt: order.createdAt,
        comment: row?.comment ?? '',
        contactName: row ? `${row.contactFirstName} ${row.contactName}`.trim() : '',
        confirmationNumber: order.confirmation?.number ?? null,
        positions: order.positions.map((position) => ({ ...presentLine(position, lang), kind: position.kind })),
        net: centsToAmount(order.netCents),
        vat: centsToAmount(order.vatCents),
        gross: centsToAmount(order.grossCents),
      };
    }),
    bookedServices: services.map((booking) => {
      const line = orderBookPriceLine({ id: booking.itemId, title: title(booking), price: booking.price, unit: booking.unit, itemType: booking.itemType, productType: booking.productType }, booking);
      return {
        itemId: booking.itemId,
        group: lang === 'en' ? booking.groupEn : booking.groupDe,
        title: title(booking),
        amount: line?.amount ?? booking.amount,
        unit: unitLabel(booking.unit, lang, booking.amount),
        checked: booking.checked,
        sum: centsToAmount(line?.sum ?? 0),
        updatedAt: booking.updatedAt.toISOString(),
      };
    }),
    fireplaceConnections: parts.fireplace.map((connection) => ({
      id: connection.id,
      deviceName: connection.deviceName,
      ovenType: connection.ovenType,
      fuel: connection.fuel,
      maxPowerKw: connection.maxPowerKw,
      dischargePressurePa: connection.dischargePressurePa,
      price: centsToAmount(connection.priceCents),
      billingNumber: connection.billingNumber,
      state: connection.state,
      refusalReason: connection.refusalReason,
      decidedAt: connection.decidedAt?.toISOString() ?? null,
      invoiced: connection.invoiced,
      createdAt: connection.createdAt.toISOString(),
    })),
    floorPlanUrl: registration.floorPlanFileId ? `/be/registration/${registration.id}/floorplan` : null,
    consents: [...orderConsents, ...confirmations.map((booking) => ({ text: title(booking), url: null, at: booking.updatedAt.toISOString() }))],
    documents: parts.documents.map((document) => ({ ...presentDocument(document, lang), pdfUrl: `/be/document/${document.id}/pdf` })),
    mails: parts.mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString(), sentAt: mail.sentAt?.toISOString() ?? null })),
    timeline: timeline(parts, lang),
  };
}
