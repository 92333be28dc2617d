import type { HallPlanInput } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { hallPlanKeys } from './keys.ts';

/** `POST /be/admin/halls`: a new hall without a plan; the answer is its id. */
export function useCreateHall(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HallPlanInput) => apiRequest<{ success: true; id: number }>('/be/admin/halls', { method: 'POST', body: input, locale }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hallPlanKeys.list() }),
  });
}
