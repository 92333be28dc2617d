import { useMutation, useQueryClient } from '@tanstack/react-query';
import { globalDataKeys } from './get-global-data.ts';

/**
 * A save or delete of the company data: the portal's lists (profile, dashboard, registrations) come from
 * `GET /fe/globaldata`, so it is fetched again afterwards, in every language it was read in.
 */
export function useCompanyDataMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalDataKeys.all }),
  });
}
