import type { PersonalValidation } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { PersonalDraft } from '../model/personal.ts';

/** `POST /pub/validate`: the server checks the new exhibitor's personal block. */
export const validatePersonal = (personal: PersonalDraft, locale: Locale) =>
  apiRequest<PersonalValidation>('/pub/validate', { body: personal, locale });

export function useValidatePersonal(locale: Locale) {
  return useMutation({ mutationFn: (personal: PersonalDraft) => validatePersonal(personal, locale) });
}
