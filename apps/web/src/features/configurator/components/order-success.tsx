import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderResult } from '../api/place-order.ts';

/**
 * SPEC §4: the order went through; an ordered offer is confirmed at once, a new registration needs the
 * mailed link. A logged-in exhibitor goes on to the registration, a new one to the login.
 */
export function OrderSuccess({ result, loggedIn }: { result: OrderResult; loggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <Title order={1}>{t('configurator.success.title')}</Title>
      <Alert color="green" variant="light" role="status">
        {result.type === 'offer' ? t('configurator.success.offer') : t('configurator.success.registration')}
      </Alert>
      <Text>{t('configurator.success.next')}</Text>
      {loggedIn ? (
        <Anchor component={Link} to={`/registration/show/${result.registrationId}`}>
          {t('configurator.toRegistration')}
        </Anchor>
      ) : (
        <Anchor component={Link} to="/s/login">
          {t('configurator.success.toLogin')}
        </Anchor>
      )}
    </Stack>
  );
}
