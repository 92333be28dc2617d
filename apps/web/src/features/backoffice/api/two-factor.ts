import type { RecoveryCodesAnswer, TwoFactorCodeInput, TwoFactorDisableInput, TwoFactorSecretAnswer, TwoFactorState } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { organiserKeys } from './organiser-keys.ts';

/** `GET /be/two_factor`: whether the own account has a second factor, whether it is required, codes left. */
export function useTwoFactor(locale: Locale) {
  return useQuery({
    queryKey: organiserKeys.twoFactor(),
    queryFn: ({ signal }) => apiRequest<TwoFactorState>('/be/two_factor', { locale, signal }),
  });
}

/** A change of the own second factor; the state is read again afterwards. */
function useTwoFactorChange<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: organiserKeys.twoFactor() }) });
}

/** `POST /be/two_factor/setup`: a new secret to scan, active once `enable` confirms a code of it. */
export const useTwoFactorSetup = (locale: Locale) =>
  useMutation({ mutationFn: () => apiRequest<TwoFactorSecretAnswer>('/be/two_factor/setup', { method: 'POST', body: {}, locale }) });

export const useTwoFactorEnable = (locale: Locale) =>
  useTwoFactorChange((input: TwoFactorCodeInput) => apiRequest<RecoveryCodesAnswer>('/be/two_factor/enable', { body: input, locale }));

export const useNewRecoveryCodes = (locale: Locale) =>
  useTwoFactorChange((input: TwoFactorCodeInput) => apiRequest<RecoveryCodesAnswer>('/be/two_factor/recovery_codes', { body: input, locale }));

export const useTwoFactorDisable = (locale: Locale) =>
  useTwoFactorChange((input: TwoFactorDisableInput) => apiRequest<TwoFactorState>('/be/two_factor/disable', { body: input, locale }));
