import type { StaffSessionsAnswer } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { organiserKeys } from './organiser-keys.ts';

/** `GET /be/sessions`: where the staff member is logged in now, newest first. */
export function useMySessions(locale: Locale) {
  return useQuery({
    queryKey: organiserKeys.sessions(),
    queryFn: ({ signal }) => apiRequest<StaffSessionsAnswer>('/be/sessions', { locale, signal }),
  });
}

/**
 * Ends another session (`DELETE /be/session/{id}`), or with no id all other ones (`POST /be/sessions/end_others`);
 * the list as the server answers it afterwards replaces the one shown.
 */
export function useEndSessions(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number | undefined) =>
      sessionId === undefined
        ? apiRequest<StaffSessionsAnswer>('/be/sessions/end_others', { method: 'POST', body: {}, locale })
        : apiRequest<StaffSessionsAnswer>(`/be/session/${sessionId}`, { method: 'DELETE', locale }),
    onSuccess: (answer) => queryClient.setQueryData(organiserKeys.sessions(), answer),
  });
}
