import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageSwitch } from './language-switch.tsx';
import { NoticeOutlet } from './notice-outlet.tsx';
import { OrganiserMark } from './organiser-mark.tsx';

/**
 * The frame of the public configurator pages: the organiser's logo and name and the language switch, then the page. The
 * logged-in areas have the richer AreaShell (area-shell.tsx), which this lighter frame keeps out of the
 * configurator's first visit.
 */
export function AppFrame() {
  return (
    <Box>
      {/* At the bottom: at the top a notice would cover the language switch in the header. */}
      <NoticeOutlet position="bottom-center" />
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <OrganiserMark />
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
