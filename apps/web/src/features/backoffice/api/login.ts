import type { LoginInput, StaffLoginAnswer } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { staffDeviceKey, storeStaffSession, takeTarget } from '../../../api/session.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { staffDestinationAfterLogin } from '../model/after-login.ts';

/** `POST /be/login_check`, with this browser's key. An answer without token or staff flag counts as a failed login. */
export async function staffLogin(input: LoginInput, locale: Locale): Promise<StaffLoginAnswer> {
  const answer = await apiRequest<Partial<StaffLoginAnswer> | null>('/be/login_check', { body: { ...input, device: staffDeviceKey() }, locale });
  if (!answer?.token || !answer.userinfo?.isBE) throw new ApiError(401);
  return { token: answer.token, userinfo: answer.userinfo };
}

/** Logs a staff member in and opens the back-office page that asked for the login (or the start page). */
export function useStaffLogin(locale: Locale) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: LoginInput) => staffLogin(input, locale),
    onSuccess: async ({ token, userinfo }) => {
      // Nothing a previous staff member (or the configurator without staff rights) loaded may show.
      queryClient.clear();
      storeStaffSession(token, userinfo);
      await navigate(staffDestinationAfterLogin(takeTarget()), { replace: true });
    },
  });
}
