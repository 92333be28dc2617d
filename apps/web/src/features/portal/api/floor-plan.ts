import type { FloorPlanInput } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { fetchFile, saveBlob } from '../../../api/download-file.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { Booklet } from './get-booklet.ts';
import { registrationKeys } from '../../../api/portal-keys.ts';

/** The stand plan of a registration as the booklet lists it; its bytes come from the download. */
export interface FloorPlan {
  name: string;
  contentType: string;
  /** Bytes. */
  size: number;
  uploadedAt: string;
}

const floorPlanUrl = (registrationId: number) => `/fe/rest/orderbook/${registrationId}/floorplan`;

/**
 * `POST /fe/rest/orderbook/{id}/floorplan`: a fresh upload (kind floorPlan) becomes the stand plan, null removes
 * it. The answer goes into the cached booklet; the other language's copy is read again when the language switches.
 */
export function useSaveFloorPlan(registrationId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: FloorPlanInput['file']) =>
      apiRequest<{ floorPlan: FloorPlan | null }>(floorPlanUrl(registrationId), { body: { file }, locale }),
    onSuccess: ({ floorPlan }) => {
      queryClient.setQueryData<Booklet>(registrationKeys.bookletIn(registrationId, locale), (booklet) => booklet && { ...booklet, floorPlan });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.booklet(registrationId), refetchType: 'none' });
    },
  });
}

/** `GET /fe/rest/orderbook/{id}/floorplan` with the bearer token: saves the plan under the name it was uploaded with. */
export function useDownloadFloorPlan(registrationId: number) {
  return useMutation({
    mutationFn: async (plan: FloorPlan) => {
      const file = await fetchFile(floorPlanUrl(registrationId), { accept: plan.contentType });
      saveBlob(file.blob, file.fileName ?? plan.name);
    },
  });
}
