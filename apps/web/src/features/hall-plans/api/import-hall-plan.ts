import type { HallImportAnswer } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { importSearch, type ImportChoices } from '../model/import-query.ts';
import { hallPlanKeys } from './keys.ts';

export interface ImportRequest {
  file: File;
  choices: ImportChoices;
  /** false: only read and check it (the preview); true: store it as the next version when nothing blocks. */
  accept: boolean;
}

/**
 * `POST /be/admin/hall/{id}/import?…`: the file's bytes as the body (`application/octet-stream`), how to read it
 * in the query. Stored as a new version, the hall and the list are read again.
 */
export function useImportHallPlan(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, choices, accept }: ImportRequest) =>
      apiRequest<HallImportAnswer>(`/be/admin/hall/${id}/import?${importSearch(file.name, choices, accept)}`, { method: 'POST', body: file, locale }),
    onSuccess: (answer) => {
      if (answer.savedVersion === null) return;
      void queryClient.invalidateQueries({ queryKey: hallPlanKeys.hall(id) });
      void queryClient.invalidateQueries({ queryKey: hallPlanKeys.list() });
    },
  });
}
