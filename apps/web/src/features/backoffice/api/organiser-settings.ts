import type { OrganiserSettings, OrganiserSettingsInput } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { organiserKeys } from './organiser-keys.ts';

type SettingsAnswer = { settings: OrganiserSettings };

/** `GET /be/admin/settings`: the organiser's master data (admins and accounting). */
export function useOrganiserSettings(locale: Locale) {
  return useQuery({
    queryKey: organiserKeys.settings(),
    queryFn: ({ signal }) => apiRequest<SettingsAnswer>('/be/admin/settings', { locale, signal }),
  });
}

/** `PUT /be/admin/settings`: saved as a whole; the answer is what is saved now. */
export function useSaveOrganiserSettings(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganiserSettingsInput) => apiRequest<SettingsAnswer>('/be/admin/settings', { method: 'PUT', body: input, locale }),
    onSuccess: (answer) => {
      queryClient.setQueryData(organiserKeys.settings(), answer);
      void queryClient.invalidateQueries({ queryKey: organiserKeys.audit() });
    },
  });
}
