import type { StaffBookedServices, StaffMediumBooking, StaffServiceBooking } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { invoicingKeys } from './invoicing.ts';
import { deskKeys } from './registration-desk.ts';

/** Query keys of a registration's booked services as staff change them; answers carry translated titles, so the locale is part of each key. */
export const bookedServicesKeys = {
  all: ['bookedServices'] as const,
  registration: (id: number, locale: Locale) => [...bookedServicesKeys.all, id, locale] as const,
};

/** `GET /be/registration/{id}/services`: every bookable item with what is ordered, booked and invoiced of it, and the credit notes proposed. */
export const useBookedServices = (id: number, locale: Locale) =>
  useQuery({
    queryKey: bookedServicesKeys.registration(id, locale),
    queryFn: ({ signal }) => apiRequest<StaffBookedServices>(`/be/registration/${id}/services`, { locale, signal }),
    staleTime: 0,
  });

/**
 * A change answers the booked services and media as they are now; the registration's page (its orders, booked
 * services, mails and changes) and its invoicing (what is left to invoice) are read again.
 */
function useBookingChange<Booking>(id: number, locale: Locale, path: 'service' | 'medium') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, booking }: { itemId: number; booking: Booking }) =>
      apiRequest<StaffBookedServices>(`/be/registration/${id}/${path}/${itemId}`, { method: 'PUT', body: booking, locale }),
    onSuccess: (answer) => {
      queryClient.setQueryData(bookedServicesKeys.registration(id, locale), answer);
      void queryClient.invalidateQueries({ queryKey: deskKeys.registration(id) });
      void queryClient.invalidateQueries({ queryKey: invoicingKeys.registration(id, locale) });
    },
  });
}

/** `PUT /be/registration/{id}/service/{itemId}`: a booklet item booked, changed or removed. */
export const useBookService = (id: number, locale: Locale) => useBookingChange<StaffServiceBooking>(id, locale, 'service');

/** `PUT /be/registration/{id}/medium/{itemId}`: the pieces of an advertising medium the registration holds from now on. */
export const useChangeMedium = (id: number, locale: Locale) => useBookingChange<StaffMediumBooking>(id, locale, 'medium');
