import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api/api-error.ts';
import { langOf } from '../i18n/locale.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { useUiTexts } from './i18n/ui-texts.ts';
import { failureText, notifyError } from './notify.tsx';
import { schemaErrors, serverFieldErrors, type FieldErrors } from './form-errors.ts';
import { fixItErrors } from './form-fix-texts.ts';

interface EditFormSubmit<Input> {
  schema: z.ZodType;
  fields: readonly string[];
  setErrors: (errors: FieldErrors) => void;
  save: (input: Input, handlers: { onError: (error: unknown) => void }) => void;
  /**
   * The form has an error summary (`FormLayout` with `useFormAttempt().failed`): every message, also one of no
   * field, goes there and under its field, and no notice is shown. Without, a red notice says to check the fields.
   */
  onFailed?: () => void;
}

/**
 * Checks the values with the shared schema (the server's rules) before sending, and puts the server's
 * `{ property, message }` errors under their fields, worded as what to do (`fixItErrors`).
 */
export function useEditFormSubmit<Input>({ schema, fields, setErrors, save, onFailed }: EditFormSubmit<Input>) {
  useUiTexts();
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const fail = (errors: FieldErrors, notice: string) => {
    setErrors(fixItErrors(errors, lang, t));
    if (onFailed) onFailed();
    else notifyError(notice);
  };
  return (input: Input) => {
    const errors = schemaErrors(schema, input, lang);
    if (Object.keys(errors).length > 0) {
      fail(errors, t('ui.form.checkFields'));
      return;
    }
    setErrors({});
    save(input, {
      onError: (error) => {
        const byField = error instanceof ApiError ? serverFieldErrors(error.errors, fields) : {};
        const fieldCount = Object.keys(byField).filter((key) => key !== '').length;
        // With a summary, a failure of no field (the network, a refusal) is its line; else the notice says it.
        if (onFailed && fieldCount === 0 && !byField['']) byField[''] = failureText(error, t);
        fail(byField, byField[''] ?? (fieldCount > 0 ? t('ui.form.checkFields') : failureText(error, t)));
      },
    });
  };
}
