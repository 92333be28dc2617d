import type { AdminEvent, EventInput } from '@messeportal/domain';
import { fromLocalInput, toLocalInput } from './date-time.ts';

/** The event form's values: days as 'YYYY-MM-DD', deadlines as datetime-local text in the organiser's zone. */
export interface EventFormValues {
  nameDe: string;
  nameEn: string;
  startsAt: string;
  endsAt: string;
  registrationEndsAt: string;
  printEndsAt: string;
  techEndsAt: string;
  /** '' = no early booking. */
  earlyBookerEndsAt: string;
  currency: string;
  vatRate: number | string;
  isMediaVisible: boolean;
  isTechVisible: boolean;
  hasFireplaceConnections: boolean;
  invoiceOnConfirmation: boolean;
  urlAgb: string;
  urlCancellation: string;
  registrationDescriptionDe: string;
  registrationDescriptionEn: string;
  mediaDescriptionDe: string;
  mediaDescriptionEn: string;
}

export const EVENT_FIELDS: readonly (keyof EventFormValues)[] = [
  'nameDe', 'nameEn', 'startsAt', 'endsAt', 'registrationEndsAt', 'printEndsAt', 'techEndsAt', 'earlyBookerEndsAt', 'currency', 'vatRate',
  'isMediaVisible', 'isTechVisible', 'hasFireplaceConnections', 'invoiceOnConfirmation', 'urlAgb', 'urlCancellation',
  'registrationDescriptionDe', 'registrationDescriptionEn', 'mediaDescriptionDe', 'mediaDescriptionEn',
];

/** A new event's form: EUR, 19 %, media and tech pages shown (the schema's defaults). */
export const NEW_EVENT: EventFormValues = {
  nameDe: '', nameEn: '', startsAt: '', endsAt: '', registrationEndsAt: '', printEndsAt: '', techEndsAt: '', earlyBookerEndsAt: '',
  currency: 'EUR', vatRate: 19, isMediaVisible: true, isTechVisible: true, hasFireplaceConnections: false, invoiceOnConfirmation: false, urlAgb: '', urlCancellation: '',
  registrationDescriptionDe: '', registrationDescriptionEn: '', mediaDescriptionDe: '', mediaDescriptionEn: '',
};

/** The saved event as the form shows it, deadlines in the organiser's time zone. */
export function eventFormValues(event: AdminEvent, timeZone: string): EventFormValues {
  const values = Object.fromEntries(EVENT_FIELDS.map((field) => [field, event[field]])) as unknown as EventFormValues;
  return {
    ...values,
    registrationEndsAt: toLocalInput(event.registrationEndsAt, timeZone),
    printEndsAt: toLocalInput(event.printEndsAt, timeZone),
    techEndsAt: toLocalInput(event.techEndsAt, timeZone),
    earlyBookerEndsAt: toLocalInput(event.earlyBookerEndsAt, timeZone),
  };
}

/** The body of `POST /be/admin/events` and `PUT /be/admin/event/{id}`: deadlines as instants, empty VAT as missing. */
export function eventInput(values: EventFormValues, timeZone: string): EventInput {
  return {
    ...values,
    vatRate: values.vatRate === '' ? (undefined as unknown as number) : Number(values.vatRate),
    currency: values.currency.trim().toUpperCase(),
    registrationEndsAt: fromLocalInput(values.registrationEndsAt, timeZone) as string,
    printEndsAt: fromLocalInput(values.printEndsAt, timeZone) as string,
    techEndsAt: fromLocalInput(values.techEndsAt, timeZone) as string,
    earlyBookerEndsAt: fromLocalInput(values.earlyBookerEndsAt, timeZone) ?? null,
  };
}
