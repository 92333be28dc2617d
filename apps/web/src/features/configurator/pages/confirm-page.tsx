import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAddressLocale } from '../../../i18n/use-address-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useOncePerKey } from '../../../ui/use-once-per-key.ts';
import { useConfirmRegistration } from '../api/confirm-registration.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';

/**
 * `#/e/confirm/{id}/{token}[/{lang}]`: the double opt-in link of the registration mail. Opening it confirms
 * the registration (once); the language segment of the mail's link sets the interface language.
 */
export function ConfirmPage() {
  const { t } = useTranslation();
  const { id = '', token = '', lang } = useParams();
  const locale = useAddressLocale(lang);
  const confirm = useConfirmRegistration(locale);
  const { mutate } = confirm;
  useOncePerKey(`${id}/${token}`, useCallback(() => mutate({ id, token }), [mutate, id, token]));

  if (confirm.isSuccess) {
    return (
      <Stack align="flex-start">
        <Title order={1}>{t('configurator.confirm.successTitle')}</Title>
        <Alert color={TONE_COLORS.success} variant="light" role="status">
          {t('configurator.confirm.successText')}
        </Alert>
        <Anchor component={Link} to="/s/login">
          {t('configurator.confirm.toLogin')}
        </Anchor>
      </Stack>
    );
  }
  if (confirm.isError) {
    return (
      <Stack align="flex-start">
        <Title order={1}>{t('configurator.confirm.errorTitle')}</Title>
        <ErrorAlert error={confirm.error} />
        <Text>{t('configurator.confirm.errorText')}</Text>
        <Anchor component={Link} to="/s/login">
          {t('configurator.confirm.toLogin')}
        </Anchor>
      </Stack>
    );
  }
  return <PageLoader />;
}
