import type { HallPlanInput } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { hallPlanKeys } from './keys.ts';

/** `PUT /be/admin/hall/{id}`: the hall's new name; the hall and the list are read again. */
export function useRenameHall(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HallPlanInput) => apiRequest<{ success: true }>(`/be/admin/hall/${id}`, { method: 'PUT', body: input, locale }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: hallPlanKeys.hall(id) });
      void queryClient.invalidateQueries({ queryKey: hallPlanKeys.list() });
    },
  });
}
