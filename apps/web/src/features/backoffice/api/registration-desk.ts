import type {
  EventAnswer,
  FireplaceRefusalInput,
  OrderState,
  RegistrationCancelInput,
  RegistrationList,
  RegistrationListQuery,
  RegistrationParticipationInput,
  RegistrationRestoreInput,
  StaffRegistrationAnswer,
  StandAssignmentInput,
  StandChangeInput,
} from '@messeportal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { FIGURES } from '../../../api/query-client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { registrationListParams } from '../model/registration-list-query.ts';
import { invoicingKeys } from './invoicing.ts';

/** Query keys of the desk; answers carry translated labels, so the locale is part of each key. */
export const deskKeys = {
  all: ['registrationDesk'] as const,
  listsOf: (eventId: number) => [...deskKeys.all, 'list', eventId] as const,
  list: (eventId: number, query: RegistrationListQuery, locale: Locale) => [...deskKeys.listsOf(eventId), query, locale] as const,
  registration: (id: number) => [...deskKeys.all, 'registration', id] as const,
  registrationIn: (id: number, locale: Locale) => [...deskKeys.registration(id), locale] as const,
};

/** `GET /be/event/{id}/registrations?…`: one page of 50; the previous page stays while the next loads. */
export function useRegistrationList(eventId: number, query: RegistrationListQuery, locale: Locale) {
  const params = registrationListParams(query).toString();
  return useQuery({
    queryKey: deskKeys.list(eventId, query, locale),
    meta: FIGURES,
    queryFn: ({ signal }) => apiRequest<RegistrationList>(`/be/event/${eventId}/registrations${params ? `?${params}` : ''}`, { locale, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `GET /be/registration/{id}`: everything of one registration. */
export function useStaffRegistration(id: number, locale: Locale) {
  return useQuery({
    queryKey: deskKeys.registrationIn(id, locale),
    queryFn: ({ signal }) => apiRequest<StaffRegistrationAnswer>(`/be/registration/${id}`, { locale, signal }),
    staleTime: 0,
  });
}

/**
 * Every desk action answers the registration as it is now: shown at once; the event's lists are read again, and
 * its invoicing (a confirmation may invoice, a cancellation cancel invoices).
 */
function useDeskAction<Input>(id: number, locale: Locale, request: (input: Input) => Promise<StaffRegistrationAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      queryClient.setQueryData(deskKeys.registrationIn(id, locale), answer);
      void queryClient.invalidateQueries({ queryKey: deskKeys.listsOf(answer.registration.eventId) });
      void queryClient.invalidateQueries({ queryKey: invoicingKeys.all });
    },
  });
}

const path = (id: number) => `/be/registration/${id}`;

export const useAssignStand = (id: number, locale: Locale) =>
  useDeskAction(id, locale, (input: StandAssignmentInput) => apiRequest<StaffRegistrationAnswer>(`${path(id)}/stand`, { method: 'PUT', body: input, locale }));

export const useChangeStandType = (id: number, locale: Locale) =>
  useDeskAction(id, locale, (input: StandChangeInput) => apiRequest<StaffRegistrationAnswer>(`${path(id)}/stand_type`, { method: 'PUT', body: input, locale }));

export const useConfirmRegistration = (id: number, locale: Locale) =>
  useDeskAction(id, locale, () => apiRequest<StaffRegistrationAnswer>(`${path(id)}/confirm`, { method: 'POST', locale }));

export const useNewConfirmLink = (id: number, locale: Locale) =>
  useDeskAction(id, locale, () => apiRequest<StaffRegistrationAnswer>(`${path(id)}/confirm_link`, { method: 'POST', locale }));

export const useCancelRegistration = (id: number, locale: Locale) =>
  useDeskAction(id, locale, (input: RegistrationCancelInput) => apiRequest<StaffRegistrationAnswer>(`${path(id)}/cancel`, { method: 'POST', body: input, locale }));

export const useMoveOrder = (id: number, locale: Locale) =>
  useDeskAction(id, locale, ({ orderId, status }: { orderId: number; status: OrderState }) =>
    apiRequest<StaffRegistrationAnswer>(`/be/order/${orderId}/status`, { method: 'PUT', body: { status }, locale }),
  );

/** The public event answer, read once for the desk's questions about the event's catalogue. */
const publicEvent = (eventId: number, locale: Locale) => ({
  queryKey: [...deskKeys.all, 'publicEvent', eventId, locale],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<EventAnswer>(`/pub/event/${eventId}`, { locale, signal }),
  enabled: eventId > 0,
});

/** The event's stand types (with their m² range) for changing a registration's stand. */
export const useEventStandConfigs = (eventId: number, locale: Locale) =>
  useQuery({ ...publicEvent(eventId, locale), select: (answer: EventAnswer) => answer.event.standConfigs });

/** Whether the event offers flue gas connections (their export list is offered then). */
export const useEventOffersFireplaces = (eventId: number, locale: Locale) =>
  useQuery({ ...publicEvent(eventId, locale), select: (answer: EventAnswer) => answer.event.hasFireplaceConnections });

export const useRestoreRegistration = (id: number, locale: Locale) =>
  useDeskAction(id, locale, (input: RegistrationRestoreInput) => apiRequest<StaffRegistrationAnswer>(`${path(id)}/restore`, { method: 'POST', body: input, locale }));

export const useSetParticipation = (id: number, locale: Locale) =>
  useDeskAction(id, locale, (input: RegistrationParticipationInput) => apiRequest<StaffRegistrationAnswer>(`${path(id)}/participation`, { method: 'PUT', body: input, locale }));

/** Staff confirm a requested flue gas connection; the exhibitor is told by mail. */
export const useConfirmFireplaceConnection = (id: number, locale: Locale) =>
  useDeskAction(id, locale, (connectionId: number) => apiRequest<StaffRegistrationAnswer>(`${path(id)}/fireplace/${connectionId}/confirm`, { method: 'POST', locale }));

/** Staff refuse a flue gas connection with the reason the exhibitor is told. */
export const useRefuseFireplaceConnection = (id: number, locale: Locale) =>
  useDeskAction(id, locale, ({ connectionId, ...input }: FireplaceRefusalInput & { connectionId: number }) =>
    apiRequest<StaffRegistrationAnswer>(`${path(id)}/fireplace/${connectionId}/refuse`, { method: 'POST', body: input, locale }),
  );
