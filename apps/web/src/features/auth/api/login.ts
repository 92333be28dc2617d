import type { LoginInput } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { login } from '../../../api/login.ts';
import { destinationAfterLogin } from '../../../api/request-rules.ts';
import { storeSession, takeTarget } from '../../../api/session.ts';
import type { Locale } from '../../../i18n/locale.ts';

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
