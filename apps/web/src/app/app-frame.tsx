import { Anchor, Box, Container, Group } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

export interface FrameLink {
  to: string;
  label: string;
  active: boolean;
}

interface AppFrameProps {
  /** Where the product name leads. */
  home: string;
  /** The accessible name of the main navigation. */
  navLabel: string;
  links: FrameLink[];
  /** The right-hand side of the header: language switch, logout … */
  actions: ReactNode;
}

/** The frame of a logged-in area (portal, back office): product name, main links, actions, then the page. */
export function AppFrame({ home, navLabel, links, actions }: AppFrameProps) {
  const { t } = useTranslation();
  return (
    // Mantine's dimmed grey (descriptions, hints) is 3.3:1 on white; gray-7 passes WCAG AA for small text.
    <Box __vars={{ '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }}>
      <Notifications position="top-right" />
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Group gap="xl">
              <Anchor component={Link} to={home} fw={700} size="lg" c="inherit" underline="hover">
                {t('app.name')}
              </Anchor>
              <Group component="nav" aria-label={navLabel} gap="md">
                {links.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} aria-current={link.active ? 'page' : undefined} fw={link.active ? 700 : undefined}>
                    {link.label}
                  </Anchor>
                ))}
              </Group>
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
