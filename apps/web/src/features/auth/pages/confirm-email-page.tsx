import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
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

  if (confirm.isPending || confirm.isIdle) return <PageLoader />;
  return (
    <Stack align="flex-start">
      <Title order={1}>{t('auth.confirmEmail.title')}</Title>
      {confirm.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {t('auth.confirmEmail.done', { email: confirm.data.email })}
        </Alert>
      ) : (
        <ErrorAlert error={confirm.error} />
      )}
      <Anchor component={Link} to="/s/login">
        {t('auth.confirmEmail.toLogin')}
      </Anchor>
    </Stack>
  );
}
