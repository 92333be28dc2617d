import type { LoginAnswer, LoginInput } from '@messeportal/domain';
import { ApiError } from './api-error.ts';
import { apiRequest } from './client.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * `POST /fe/login_check`, from the login page and from the configurator. An answer without token counts as
 * a failed login (ApiError without messages).
 */
export async function login(input: LoginInput, locale: Locale): Promise<LoginAnswer> {
  const answer = await apiRequest<Partial<LoginAnswer> | null>('/fe/login_check', { body: input, locale });
  if (!answer?.token || !answer.userinfo) throw new ApiError(401);
  return { token: answer.token, userinfo: answer.userinfo };
}
