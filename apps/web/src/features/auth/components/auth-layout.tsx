import { Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../../ui/language-switch.tsx';

/** The frame of the login area: product name and language switch above a narrow column. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <>
      <Container component="header" size="sm" py="md">
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {t('app.name')}
          </Text>
          <LanguageSwitch />
        </Group>
      </Container>
      <Container component="main" size="xs" pb="xl">
        <Outlet />
      </Container>
    </>
  );
}
