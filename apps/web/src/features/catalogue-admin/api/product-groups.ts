import type { DeletedAnswer, ProductGroupInput, SaveProductGroupAnswer } from '@messeportal/domain';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { useDetailMutation } from './event.ts';

/** `POST /be/admin/event/{id}/product_groups` (no id) or `PUT /be/admin/product_group/{id}`. */
export const useSaveProductGroup = (eventId: number, locale: Locale) =>
  useDetailMutation(eventId, ({ id, input }: { id: number | null; input: ProductGroupInput }) =>
    id === null
      ? apiRequest<SaveProductGroupAnswer>(`/be/admin/event/${eventId}/product_groups`, { method: 'POST', body: input, locale })
      : apiRequest<SaveProductGroupAnswer>(`/be/admin/product_group/${id}`, { method: 'PUT', body: input, locale }),
  );

/** `DELETE /be/admin/product_group/{id}`: a 409 names the brands that use it. */
export const useDeleteProductGroup = (eventId: number, locale: Locale) =>
  useDetailMutation(eventId, (id: number) => apiRequest<DeletedAnswer>(`/be/admin/product_group/${id}`, { method: 'DELETE', locale }));
