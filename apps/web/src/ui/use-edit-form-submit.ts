import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api/api-error.ts';
import { langOf } from '../i18n/locale.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { useUiTexts } from './i18n/ui-texts.ts';
import { failureText, notifyError } from './notify.tsx';
import { schemaErrors, serverFieldErrors, type FieldErrors } from './form-errors.ts';

interface EditFormSubmit<Input> {
  schema: z.ZodType;
  fields: readonly string[];
  setErrors: (errors: FieldErrors) => void;
  save: (input: Input, handlers: { onError: (error: unknown) => void }) => void;
}

/**
 * Checks the values with the shared schema (the server's rules) before sending, and puts the server's
 * `{ property, message }` errors under their fields; an error of no field shows as a red notice.
 */
export function useEditFormSubmit<Input>({ schema, fields, setErrors, save }: EditFormSubmit<Input>) {
  useUiTexts();
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  return (input: Input) => {
    const errors = schemaErrors(schema, input, lang);
    if (Object.keys(errors).length > 0) {
      setErrors(errors);
      notifyError(t('ui.form.checkFields'));
      return;
    }
    setErrors({});
    save(input, {
      onError: (error) => {
        const byField = error instanceof ApiError ? serverFieldErrors(error.errors, fields) : {};
        setErrors(byField);
        const fieldCount = Object.keys(byField).filter((key) => key !== '').length;
        notifyError(byField[''] ?? (fieldCount > 0 ? t('ui.form.checkFields') : failureText(error, t)));
      },
    });
  };
}
