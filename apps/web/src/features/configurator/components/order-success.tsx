import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC §4: the order went through; an ordered offer is confirmed at once, a new registration needs the mailed link. */
export function OrderSuccess({ type }: { type: 'offer' | 'registration' }) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <Title order={1}>{t('configurator.success.title')}</Title>
      <Alert color="green" variant="light" role="status">
        {type === 'offer' ? t('configurator.success.offer') : t('configurator.success.registration')}
      </Alert>
      <Text>{t('configurator.success.next')}</Text>
      <Anchor component={Link} to="/s/login">
        {t('configurator.success.toLogin')}
      </Anchor>
    </Stack>
  );
}
