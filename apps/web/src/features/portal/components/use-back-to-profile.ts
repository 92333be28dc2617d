import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';

/**
 * How an edit form ends: saved or deleted, a notice and back to `#/me`, or to the page the form was opened from
 * (`backTo`: a registration's page for a brand made there); a failed delete, a red notice.
 */
export function useBackToProfile(backTo = '/me') {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = (text: string) => () => {
    notifySuccess(text);
    void navigate(backTo);
  };
  return {
    onSaved: back(t('portal.edit.saved')),
    deleteHandlers: { onSuccess: back(t('portal.edit.deleted')), onError: (error: unknown) => notifyError(failureText(error, t)) },
  };
}
