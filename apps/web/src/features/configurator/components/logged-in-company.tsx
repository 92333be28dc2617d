import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useLoggedInCompany } from '../api/get-logged-in-company.ts';
import { useExhibitorSession } from './use-exhibitor-session.ts';

/** Who orders when logged in: the company and contact, with a logout. */
export function LoggedInCompany({ withLogout = true }: { withLogout?: boolean }) {
  const { t } = useTranslation();
  const session = useExhibitorSession();
  const company = useLoggedInCompany(useLocale(), session.user !== null, session.end);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={3}>{t('configurator.company.loggedInTitle')}</Title>
          <Text fw={700}>{company.data?.company.name ?? t('common.loading')}</Text>
          {session.user && <Text>{t('configurator.company.contact', { name: session.user.name })}</Text>}
        </Stack>
        {withLogout && (
          <Button variant="outline" onClick={session.end}>
            {t('portal.logout')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
