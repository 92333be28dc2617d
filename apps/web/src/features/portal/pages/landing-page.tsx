import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readUserInfo } from '../../../api/session.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useGlobalData } from '../api/get-global-data.ts';

/** Home of the logged-in exhibitor: whose portal this is. */
export function LandingPage() {
  const { t } = useTranslation();
  const globalData = useGlobalData(useLocale());
  const contactName = readUserInfo()?.name;

  if (globalData.isPending) return <PageLoader />;
  if (globalData.isError) return <ErrorAlert error={globalData.error} />;
  return (
    <Stack>
      <Title order={1}>{globalData.data.company.name}</Title>
      <Text>{contactName ? t('portal.landing.welcome', { name: contactName }) : t('portal.landing.welcomeAnonymous')}</Text>
    </Stack>
  );
}
