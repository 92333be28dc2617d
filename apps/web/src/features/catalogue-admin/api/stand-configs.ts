import type { DeletedAnswer, SaveStandConfigAnswer, StandConfigInput } from '@messeportal/domain';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { useDetailMutation } from './event.ts';

/** `POST /be/admin/event/{id}/stand_configs` (no id) or `PUT /be/admin/stand_config/{id}`: with the full list of price rules. */
export const useSaveStandConfig = (eventId: number, locale: Locale) =>
  useDetailMutation(eventId, ({ id, input }: { id: number | null; input: StandConfigInput }) =>
    id === null
      ? apiRequest<SaveStandConfigAnswer>(`/be/admin/event/${eventId}/stand_configs`, { method: 'POST', body: input, locale })
      : apiRequest<SaveStandConfigAnswer>(`/be/admin/stand_config/${id}`, { method: 'PUT', body: input, locale }),
  );

/** `DELETE /be/admin/stand_config/{id}`: a 409 names what still refers to it. */
export const useDeleteStandConfig = (eventId: number, locale: Locale) =>
  useDetailMutation(eventId, (id: number) => apiRequest<DeletedAnswer>(`/be/admin/stand_config/${id}`, { method: 'DELETE', locale }));
