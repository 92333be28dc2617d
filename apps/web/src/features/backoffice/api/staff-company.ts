import type { AddressDataInput, CompaniesAnswer, CompanyDataInput, StaffCompanyAnswer, StaffContactInput, StaffRegistrationCreated, StaffRegistrationInput } from '@messeportal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { deskKeys } from './registration-desk.ts';

/** Query keys of a company's data as staff correct it; answers carry translated salutations, so the locale is part of each key. */
export const staffCompanyKeys = {
  all: ['staffCompany'] as const,
  company: (id: number, locale: Locale) => [...staffCompanyKeys.all, id, locale] as const,
  search: (search: string, locale: Locale) => [...staffCompanyKeys.all, 'search', search, locale] as const,
};

/** `GET /be/companies?search=`: at most 20 companies by name, to register one of them. */
export function useCompanySearch(search: string, locale: Locale) {
  return useQuery({
    queryKey: staffCompanyKeys.search(search, locale),
    queryFn: ({ signal }) => apiRequest<CompaniesAnswer>(`/be/companies?search=${encodeURIComponent(search)}`, { locale, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /be/event/{id}/registration`: staff register a company; the event's lists are read again. */
export function useRegisterCompany(eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffRegistrationInput) => apiRequest<StaffRegistrationCreated>(`/be/event/${eventId}/registration`, { body: input, locale }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.listsOf(eventId) }),
  });
}

/** `GET /be/company/{id}`: the company, its addresses and contacts in the portal's shapes. */
export function useStaffCompany(id: number, locale: Locale) {
  return useQuery({
    queryKey: staffCompanyKeys.company(id, locale),
    queryFn: ({ signal }) => apiRequest<StaffCompanyAnswer>(`/be/company/${id}`, { locale, signal }),
    staleTime: 0,
  });
}

/**
 * Every correction answers the company's data as it is now: shown at once; the registrations read again (their
 * pages show the company, its addresses and the mails sent to it).
 */
function useCorrection<Input>(companyId: number, locale: Locale, request: (input: Input) => Promise<StaffCompanyAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      queryClient.setQueryData(staffCompanyKeys.company(companyId, locale), answer);
      void queryClient.invalidateQueries({ queryKey: deskKeys.all });
    },
  });
}

export const useCorrectCompany = (companyId: number, locale: Locale) =>
  useCorrection(companyId, locale, (input: CompanyDataInput) => apiRequest<StaffCompanyAnswer>(`/be/company/${companyId}`, { method: 'PUT', body: input, locale }));

/** An address of the company: id 0 makes a new one. */
export const useCorrectAddress = (companyId: number, locale: Locale) =>
  useCorrection(companyId, locale, ({ id = 0, ...input }: AddressDataInput) =>
    apiRequest<StaffCompanyAnswer>(id ? `/be/company/${companyId}/address/${id}` : `/be/company/${companyId}/address`, { method: id ? 'PUT' : 'POST', body: input, locale }),
  );

export const useCorrectContact = (companyId: number, locale: Locale) =>
  useCorrection(companyId, locale, ({ id, ...input }: StaffContactInput & { id: number }) => apiRequest<StaffCompanyAnswer>(`/be/contact/${id}`, { method: 'PUT', body: input, locale }));
