import type { Booklet, FloorPlanInfo, FloorPlanInput, SaveFloorPlanAnswer } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { fetchFile, saveBlob } from '../../../api/download-file.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { registrationKeys } from '../../../api/portal-keys.ts';

const floorPlanUrl = (registrationId: number) => `/fe/rest/orderbook/${registrationId}/floorplan`;

/**
 * `POST /fe/rest/orderbook/{id}/floorplan`: a fresh upload (kind floorPlan) becomes the stand plan, null removes
 * it. The answer goes into the cached booklet; the other language's copy is read again when the language switches.
 */
export function useSaveFloorPlan(registrationId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: FloorPlanInput['file']) =>
      apiRequest<SaveFloorPlanAnswer>(floorPlanUrl(registrationId), { body: { file }, locale }),
    onSuccess: ({ floorPlan }) => {
      queryClient.setQueryData<Booklet>(registrationKeys.bookletIn(registrationId, locale), (booklet) => booklet && { ...booklet, floorPlan });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.booklet(registrationId), refetchType: 'none' });
    },
  });
}

/** `GET /fe/rest/orderbook/{id}/floorplan` with the bearer token: saves the plan under the name it was uploaded with. */
export function useDownloadFloorPlan(registrationId: number) {
  return useMutation({
    mutationFn: async (plan: FloorPlanInfo) => {
      const file = await fetchFile(floorPlanUrl(registrationId), { accept: plan.contentType });
      saveBlob(file.blob, file.fileName ?? plan.name);
    },
  });
}
