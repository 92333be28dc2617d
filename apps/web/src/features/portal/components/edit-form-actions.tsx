import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSaveBar } from '../../../ui/form-save-bar.tsx';

/**
 * The foot of a profile edit form: 'Speichern' at the bottom right with 'Abbrechen' (back to where the form
 * came from) beside it, sticky on a long form; on the left what else the row allows (its delete).
 */
export function EditFormActions({ saving, backTo = '/me', children }: { saving: boolean; backTo?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return <FormSaveBar saveLabel={t('portal.edit.save')} saving={saving} cancelTo={backTo} start={children} />;
}
