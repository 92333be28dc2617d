import type { NewPasswordInput, SuccessAnswer } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { PASSWORD_CHANGED_STATE } from '../../../ui/password-changed.ts';


/**
 * Whose password a one-time link sets: an exhibitor's (the reset mail's link, `POST /pub/reset_password/{token}`)
 * or a staff member's (the link of the staff command, `POST /be/set_password/{token}`), and which login follows.
 */
export const PASSWORD_LINKS = {
  exhibitor: { path: '/pub/reset_password/', login: '/s/login' },
  staff: { path: '/be/set_password/', login: '/be/login' },
} as const;
export type PasswordLinkArea = keyof typeof PASSWORD_LINKS;

export const setNewPassword = (area: PasswordLinkArea, token: string, input: NewPasswordInput, locale: Locale) =>
  apiRequest<SuccessAnswer>(`${PASSWORD_LINKS[area].path}${encodeURIComponent(token)}`, { body: input, locale });

/** Sets the password, then opens the area's login page with a notice. */
export function useSetNewPassword(area: PasswordLinkArea, token: string, locale: Locale) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: NewPasswordInput) => setNewPassword(area, token, input, locale),
    onSuccess: () => navigate(PASSWORD_LINKS[area].login, { replace: true, state: PASSWORD_CHANGED_STATE }),
  });
}
