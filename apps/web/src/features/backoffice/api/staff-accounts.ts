import type { StaffAccountAnswer, StaffAccountInfo, StaffChangeInput, StaffInviteInput } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { organiserKeys } from './organiser-keys.ts';

/** `GET /be/admin/staff`: every account, by address. */
export function useStaffAccounts(locale: Locale) {
  return useQuery({
    queryKey: organiserKeys.staff(),
    queryFn: ({ signal }) => apiRequest<{ accounts: StaffAccountInfo[] }>('/be/admin/staff', { locale, signal }),
  });
}

/** After a change the list and the audit log are read again. */
function useStaffMutation<Input>(request: (input: Input) => Promise<StaffAccountAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organiserKeys.staff() });
      void queryClient.invalidateQueries({ queryKey: organiserKeys.audit() });
    },
  });
}

/** `POST /be/admin/staff`: the invitation; the answer carries the mailed link. */
export const useInviteStaff = (locale: Locale) =>
  useStaffMutation((input: StaffInviteInput) => apiRequest<StaffAccountAnswer>('/be/admin/staff', { method: 'POST', body: input, locale }));

/** `PUT /be/admin/staff/{id}`: role and whether the account may log in. */
export const useChangeStaff = (locale: Locale) =>
  useStaffMutation(({ id, ...input }: StaffChangeInput & { id: number }) =>
    apiRequest<StaffAccountAnswer>(`/be/admin/staff/${id}`, { method: 'PUT', body: input, locale }),
  );

/** `POST /be/admin/staff/{id}/link`: a new link to set the password, mailed; older ones stop working. */
export const useNewStaffLink = (locale: Locale) =>
  useStaffMutation((id: number) => apiRequest<StaffAccountAnswer>(`/be/admin/staff/${id}/link`, { method: 'POST', locale }));
