import { Box, Container, Group, Text } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../../ui/language-switch.tsx';

/** The frame of the public pages under /e/: product name and language switch, no login needed. */
export function ConfiguratorLayout() {
  const { t } = useTranslation();
  return (
    // Mantine's dimmed grey (descriptions, hints) is 3.3:1 on white; gray-7 passes WCAG AA for small text.
    <Box __vars={{ '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }}>
      <Notifications position="top-right" />
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Text fw={700} size="lg">
              {t('app.name')}
            </Text>
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" py="lg">
        <Outlet />
      </Container>
    </Box>
  );
}
