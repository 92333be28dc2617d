import { translate, type Lang } from '@messeportal/domain';
import type { TFunction } from 'i18next';
import type { FieldErrors } from './form-errors.ts';
import { fieldLabel, isChoice } from './form-field-dom.ts';

/**
 * The shared rules' general messages say what is wrong ("Dieses Feld muss ausgefüllt werden."); on a form they
 * become what to do, naming the field as the reader sees it: "Füllen Sie „Ort“ aus.", "Wählen Sie „Land“ aus.",
 * "Geben Sie eine E-Mail-Adresse wie name@firma.de ein." Messages of a rule of their own (the postcode's five
 * digits) already say how to fix it and stay.
 */
export function fixItErrors(errors: FieldErrors, lang: Lang, t: TFunction): FieldErrors {
  const required = translate('required', lang);
  const email = translate('email', lang);
  const invalidValue = translate('invalidValue', lang);
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const label = field === '' ? '' : fieldLabel(field);
    if (label && message === required) result[field] = t(isChoice(field) ? 'ui.form.fix.choose' : 'ui.form.fix.fillIn', { label });
    else if (label && message === invalidValue && isChoice(field)) result[field] = t('ui.form.fix.chooseFromList', { label });
    else if (message === email) result[field] = t('ui.form.fix.email');
    else result[field] = message;
  }
  return result;
}
