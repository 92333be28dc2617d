import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from './language-switch.tsx';
import { NoticeOutlet } from './notice-outlet.tsx';

/**
 * The frame of the public configurator pages: the product's name and the language switch, then the page. The
 * logged-in areas have the richer AreaShell (area-shell.tsx), which this lighter frame keeps out of the
 * configurator's first visit.
 */
export function AppFrame() {
  const { t } = useTranslation();
  return (
    <Box>
      {/* At the bottom: at the top a notice would cover the language switch in the header. */}
      <NoticeOutlet />
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
