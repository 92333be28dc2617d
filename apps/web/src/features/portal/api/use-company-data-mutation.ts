import { useMutation, useQueryClient } from '@tanstack/react-query';
import { globalDataKeys } from '../../../api/get-global-data.ts';
import { registrationKeys } from '../../../api/portal-keys.ts';

/**
 * A save or delete of the company data: the portal's lists (profile, dashboard) come from `GET /fe/globaldata`
 * and the registration pages show company, addresses, contacts and brands too, so both are fetched again
 * afterwards, in every language they were read in.
 */
export function useCompanyDataMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: globalDataKeys.all }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.details }),
      ]),
  });
}
