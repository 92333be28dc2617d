import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../ui/notify.tsx';

/**
 * How an edit form ends: saved or deleted, a notice and back to `#/me`, or to the page the form was opened from
 * (`backTo`: a registration's page for a brand made there). A refused delete is said in its dialog.
 */
export function useBackToProfile(backTo = '/me') {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = (text: string) => () => {
    notifySuccess(text);
    void navigate(backTo);
  };
  return { onSaved: back(t('portal.edit.saved')), onDeleted: back(t('portal.edit.deleted')) };
}
