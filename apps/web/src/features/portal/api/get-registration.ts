import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { PriceRow } from '../../../ui/price-table.tsx';
import { registrationKeys } from '../../../api/portal-keys.ts';

export interface RegistrationAddress {
  id: number;
  name: string;
  nameExtra: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  email: string;
  ustid: string;
}

export interface RegistrationContact {
  id: number;
  isMainContact: boolean;
  title: string;
  firstName: string;
  name: string;
  email: string;
  contactTypes: string[];
  telCountry: string;
  telCity: string;
  telDirect: string;
  mobileCountry: string;
  mobileDirect: string;
}

export interface RegistrationBrand {
  id: number;
  name: string;
  internet: string;
  logoUrl: string | null;
  motifUrl: string | null;
  productgroupsIds: number[];
}

/** A price position as the API answers it: money in euros with two decimals. */
export interface EuroRow {
  description: string;
  amount: number;
  unit: string;
  priceSingle: number;
  sum: number;
}

/** A binding order of the registration (configurator, offer or portal media order), money in euros. */
export interface RegistrationOrder {
  id: number;
  type: 'offer' | 'registration' | 'media';
  createdAt: string;
  confirmation: { id: number; number: string; date: string; pdfUrl: string } | null;
  positions: (EuroRow & { kind: 'stand' | 'media' | 'service'; itemId: number | null })[];
  net: number;
  vat: number;
  gross: number;
}

/** `GET /fe/rest/registration/{id}` (SPEC §2 registration/show). */
export interface RegistrationDetail {
  id: number;
  createdAt: string;
  confirmedAt: string | null;
  eventId: number;
  eventName: string;
  isConfirmed: boolean;
  hall: string;
  standNr: string;
  variant: string;
  standType: string;
  standTypeLabel: string;
  standConfigName: string;
  standSize: number;
  companyData: { id: number; name: string; email: string; internet: string; ustid: string; phone: string };
  mainAddress: RegistrationAddress | null;
  invoiceAddress: RegistrationAddress | null;
  contacts: RegistrationContact[];
  brands: RegistrationBrand[];
  logoUrl: string | null;
  motifUrl: string | null;
  orders: RegistrationOrder[];
}

export const getRegistration = (id: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<{ registration: RegistrationDetail; standItems: EuroRow[] }>(`/fe/rest/registration/${id}`, { locale, signal });

export const registrationQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: registrationKeys.detail(id, locale),
    queryFn: ({ signal }) => getRegistration(id, locale, signal),
    placeholderData: keepPreviousData,
  });

export function useRegistration(id: number, locale: Locale) {
  return useQuery(registrationQueryOptions(id, locale));
}

/** Euro rows as the price table takes them (cents), rounded to the cent. */
export const toPriceRows = (rows: readonly EuroRow[]): PriceRow[] =>
  rows.map((row) => ({ ...row, priceSingle: Math.round(row.priceSingle * 100), sum: Math.round(row.sum * 100) }));
