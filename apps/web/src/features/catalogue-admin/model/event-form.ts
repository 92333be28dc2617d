import { FIREPLACE_DEFAULTS, type AdminEvent, type EventInput } from '@messeportal/domain';
import { fromLocalInput, toLocalInput } from './date-time.ts';
import { centsToEuros, eurosToCents, wholeOrUndefined, type EuroValue } from './money.ts';

/** The event form's values: days as 'YYYY-MM-DD', deadlines as 'YYYY-MM-DDTHH:mm' in the organiser's zone. */
export interface EventFormValues {
  nameDe: string;
  nameEn: string;
  startsAt: string;
  endsAt: string;
  /** 'YYYY-MM-DD'; '' = open as soon as the event is published. */
  registrationOpensOn: string;
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
  /** Euros, as the money input holds them. */
  fireplacePrice: EuroValue;
  fireplaceMaxConnections: number | string;
  /** '' = the tech deadline. */
  fireplaceEndsAt: string;
  fireplaceBillingNumber: string;
  invoiceOnConfirmation: boolean;
  urlAgb: string;
  urlCancellation: string;
  registrationDescriptionDe: string;
  registrationDescriptionEn: string;
  mediaDescriptionDe: string;
  mediaDescriptionEn: string;
}

export const EVENT_FIELDS: readonly (keyof EventFormValues)[] = [
  'nameDe', 'nameEn', 'startsAt', 'endsAt', 'registrationOpensOn', 'registrationEndsAt', 'printEndsAt', 'techEndsAt', 'earlyBookerEndsAt', 'currency', 'vatRate',
  'isMediaVisible', 'isTechVisible', 'hasFireplaceConnections', 'fireplacePrice', 'fireplaceMaxConnections', 'fireplaceEndsAt', 'fireplaceBillingNumber',
  'invoiceOnConfirmation', 'urlAgb', 'urlCancellation',
  'registrationDescriptionDe', 'registrationDescriptionEn', 'mediaDescriptionDe', 'mediaDescriptionEn',
];

/** A new event's form: EUR, 19 %, media and tech pages shown, the flue gas connections' defaults (the schema's defaults). */
export const NEW_EVENT: EventFormValues = {
  nameDe: '', nameEn: '', startsAt: '', endsAt: '', registrationOpensOn: '', registrationEndsAt: '', printEndsAt: '', techEndsAt: '', earlyBookerEndsAt: '',
  currency: 'EUR', vatRate: 19, isMediaVisible: true, isTechVisible: true, hasFireplaceConnections: false,
  fireplacePrice: centsToEuros(FIREPLACE_DEFAULTS.priceCents), fireplaceMaxConnections: FIREPLACE_DEFAULTS.maxConnections, fireplaceEndsAt: '',
  fireplaceBillingNumber: FIREPLACE_DEFAULTS.billingNumber, invoiceOnConfirmation: false, urlAgb: '', urlCancellation: '',
  registrationDescriptionDe: '', registrationDescriptionEn: '', mediaDescriptionDe: '', mediaDescriptionEn: '',
};

/** The saved event as the form shows it, deadlines in the organiser's time zone. */
export function eventFormValues(event: AdminEvent, timeZone: string): EventFormValues {
  const values = Object.fromEntries(EVENT_FIELDS.map((field) => [field, event[field]])) as unknown as EventFormValues;
  return {
    ...values,
    registrationOpensOn: event.registrationOpensOn ?? '',
    registrationEndsAt: toLocalInput(event.registrationEndsAt, timeZone),
    printEndsAt: toLocalInput(event.printEndsAt, timeZone),
    techEndsAt: toLocalInput(event.techEndsAt, timeZone),
    earlyBookerEndsAt: toLocalInput(event.earlyBookerEndsAt, timeZone),
    fireplacePrice: centsToEuros(event.fireplacePrice),
    fireplaceEndsAt: toLocalInput(event.fireplaceEndsAt, timeZone),
  };
}

/** The body of `POST /be/admin/events` and `PUT /be/admin/event/{id}`: deadlines as instants, empty VAT as missing, the price in cents. */
export function eventInput(values: EventFormValues, timeZone: string): EventInput {
  return {
    ...values,
    vatRate: values.vatRate === '' ? (undefined as unknown as number) : Number(values.vatRate),
    currency: values.currency.trim().toUpperCase(),
    registrationOpensOn: values.registrationOpensOn || null,
    registrationEndsAt: fromLocalInput(values.registrationEndsAt, timeZone) as string,
    printEndsAt: fromLocalInput(values.printEndsAt, timeZone) as string,
    techEndsAt: fromLocalInput(values.techEndsAt, timeZone) as string,
    earlyBookerEndsAt: fromLocalInput(values.earlyBookerEndsAt, timeZone) ?? null,
    // Emptied, they are missing (null), not left out: left out, the schema would take the defaults.
    fireplacePrice: (eurosToCents(values.fireplacePrice) ?? null) as number,
    fireplaceMaxConnections: (wholeOrUndefined(values.fireplaceMaxConnections) ?? null) as number,
    fireplaceEndsAt: fromLocalInput(values.fireplaceEndsAt, timeZone) ?? null,
    fireplaceBillingNumber: values.fireplaceBillingNumber as EventInput['fireplaceBillingNumber'],
  };
}
