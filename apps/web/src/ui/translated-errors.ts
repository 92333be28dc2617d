import { translate } from '@messeportal/domain';
import type { Locale } from '../i18n/locale.ts';
import { langOf } from '../i18n/locale.ts';

/**
 * Form validation stores the shared schemas' message codes ('required', 'email' …); this turns one into the
 * text of the current language at render time, so a language switch also switches visible field errors.
 */
export function fieldError(code: unknown, locale: Locale): string | undefined {
  return typeof code === 'string' && code !== '' ? translate(code, langOf(locale)) : undefined;
}
