import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { NoticeOutlet } from './notice-outlet.tsx';

export interface FrameLink {
  to: string;
  label: string;
  active: boolean;
}

interface AppFrameProps {
  /** Where the product name leads; plain text without it. */
  home?: string;
  /** The main navigation and its accessible name; none on the public pages. */
  navigation?: { label: string; links: FrameLink[] };
  /** The right-hand side of the header: language switch, logout … */
  actions: ReactNode;
}

/**
 * The frame of an area: product name, main links and actions in the header, then the page. The portal and
 * the back office have links; the public configurator pages only the name and the language switch.
 */
export function AppFrame({ home, navigation, actions }: AppFrameProps) {
  const { t } = useTranslation();
  return (
    <Box>
      {/* At the bottom: at the top a notice would cover the language switch and the logout in the header. */}
      <NoticeOutlet />
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Group gap="xl">
              {home ? (
                <Anchor component={Link} to={home} fw={700} size="lg" c="inherit" underline="hover">
                  {t('app.name')}
                </Anchor>
              ) : (
                <Text fw={700} size="lg">
                  {t('app.name')}
                </Text>
              )}
              {navigation && (
                <Group component="nav" aria-label={navigation.label} gap="md">
                  {navigation.links.map((link) => (
                    <Anchor key={link.to} component={Link} to={link.to} aria-current={link.active ? 'page' : undefined} fw={link.active ? 700 : undefined}>
                      {link.label}
                    </Anchor>
                  ))}
                </Group>
              )}
            </Group>
            <Group gap="md">{actions}</Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" py="lg">
        <Outlet />
      </Container>
    </Box>
  );
}
