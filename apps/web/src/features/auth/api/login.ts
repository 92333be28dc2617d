import type { LoginInput } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { destinationAfterLogin } from '../../../api/request-rules.ts';
import { storeSession, takeTarget, type UserInfo } from '../../../api/session.ts';
import type { Locale } from '../../../i18n/locale.ts';

interface LoginAnswer {
  token?: string;
  userinfo?: UserInfo;
}

/** `POST /fe/login_check`. An answer without token counts as a failed login (ApiError without messages). */
export async function login(input: LoginInput, locale: Locale): Promise<{ token: string; userinfo: UserInfo }> {
  const answer = await apiRequest<LoginAnswer>('/fe/login_check', { body: input, locale });
  if (!answer?.token || !answer.userinfo) throw new ApiError(401);
  return { token: answer.token, userinfo: answer.userinfo };
}

/**
 * Logs in, keeps the session and opens the page that asked for the login (or home). Data cached for a
 * previous user is dropped before anything reads it.
 */
export function useLogin(locale: Locale) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: LoginInput) => login(input, locale),
    onSuccess: async ({ token, userinfo }) => {
      queryClient.clear();
      storeSession(token, userinfo);
      await navigate(destinationAfterLogin(takeTarget()), { replace: true });
    },
  });
}
