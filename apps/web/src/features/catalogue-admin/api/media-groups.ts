import type { DeletedAnswer, MediaGroupInput, SaveMediaGroupAnswer } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { isMediaQuery } from './keys.ts';

/**
 * Media groups are shared by every event; `GET …/media` answers them beside an event's media. A group's change
 * shows in every event's media (their group names): those are read again.
 */
function useMediaGroupMutation<Input, Answer>(request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: isMediaQuery });
    },
  });
}

/** `POST /be/admin/media_groups` (no id) or `PUT /be/admin/media_group/{id}`. */
export const useSaveMediaGroup = (locale: Locale) =>
  useMediaGroupMutation(({ id, input }: { id: number | null; input: MediaGroupInput }) =>
    id === null
      ? apiRequest<SaveMediaGroupAnswer>('/be/admin/media_groups', { method: 'POST', body: input, locale })
      : apiRequest<SaveMediaGroupAnswer>(`/be/admin/media_group/${id}`, { method: 'PUT', body: input, locale }),
  );

/** `DELETE /be/admin/media_group/{id}`: refused (409) while it holds media. */
export const useDeleteMediaGroup = (locale: Locale) =>
  useMediaGroupMutation((id: number) => apiRequest<DeletedAnswer>(`/be/admin/media_group/${id}`, { method: 'DELETE', locale }));
