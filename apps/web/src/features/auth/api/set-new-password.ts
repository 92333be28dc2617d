import type { NewPasswordInput, SuccessAnswer } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** What the login page is told after a new password was set (router state, so a reload forgets it). */
export const PASSWORD_CHANGED_STATE = { notice: 'passwordChanged' } as const;

/** `POST /pub/reset_password/{token}`: sets a new password with the one-time link from the mail. */
export const setNewPassword = (token: string, input: NewPasswordInput, locale: Locale) =>
  apiRequest<SuccessAnswer>(`/pub/reset_password/${encodeURIComponent(token)}`, { body: input, locale });

/** Sets the password, then opens the login page with a notice. */
export function useSetNewPassword(token: string, locale: Locale) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: NewPasswordInput) => setNewPassword(token, input, locale),
    onSuccess: () => navigate('/s/login', { replace: true, state: PASSWORD_CHANGED_STATE }),
  });
}
