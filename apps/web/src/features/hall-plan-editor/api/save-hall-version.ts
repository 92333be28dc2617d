import type { HallVersionAnswer, HallVersionInput } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { editorKeys } from './keys.ts';

/**
 * `POST /be/admin/hall/{id}/versions`: the plan as drawn, saved as the hall's next version. Refused with 409 when
 * another version was saved since `basedOn`, with 400 and the problems when the plan has errors. Saved, the hall's
 * page and the list of halls are read again.
 */
export function useSaveHallVersion(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HallVersionInput) => apiRequest<HallVersionAnswer>(`/be/admin/hall/${id}/versions`, { method: 'POST', body: input, locale }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: editorKeys.hall(id), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: editorKeys.halls() });
    },
  });
}
