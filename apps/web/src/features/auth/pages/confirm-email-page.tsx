import { Button } from '@mantine/core';
import { IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useErrorText } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { PublicFrameMessage } from '../../../ui/public-frame-message.tsx';
import { useOncePerKey } from '../../../ui/use-once-per-key.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';

/**
 * `#/s/confirm-email/{token}`: the link of the mail that asks a contact to confirm the new login e-mail address its
 * main contact entered. Opening it confirms the change (once).
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirm = useConfirmEmailChange(useLocale());
  const { mutate } = confirm;
  useOncePerKey(token, useCallback(() => mutate(token), [mutate, token]));
  const errorText = useErrorText(confirm.error);

  if (confirm.isPending || confirm.isIdle) return <PageLoader />;
  const toLogin = (
    <Button component={Link} to="/s/login">
      {t('auth.confirmEmail.toLogin')}
    </Button>
  );
  return confirm.isSuccess ? (
    <PublicFrameMessage icon={<IconMailCheck size={28} stroke={1.6} />} tone="success" title={t('auth.confirmEmail.title')} text={t('auth.confirmEmail.done', { email: confirm.data.email })} announce>
      {toLogin}
    </PublicFrameMessage>
  ) : (
    <PublicFrameMessage icon={<IconMailOff size={28} stroke={1.6} />} tone="danger" title={t('auth.confirmEmail.failedTitle')} text={errorText} announce>
      {toLogin}
    </PublicFrameMessage>
  );
}
