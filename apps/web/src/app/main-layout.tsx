import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useLogout } from '../features/auth/api/logout.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';

/** The frame of the logged-in portal: product name (home link), main links, language switch and logout. */
export function MainLayout() {
  const { t } = useTranslation();
  const logoutMutation = useLogout();
  const { pathname } = useLocation();
  const links = [
    { to: '/', label: t('portal.nav.home'), active: pathname === '/' },
    { to: '/media', label: t('portal.nav.mediaAll'), active: pathname.startsWith('/media') },
    { to: '/me', label: t('portal.nav.profile'), active: pathname === '/me' || /^\/(contact|address|brand|company)\/edit\//.test(pathname) },
  ];
  return (
    // Mantine's dimmed grey (descriptions, hints) is 3.3:1 on white; gray-7 passes WCAG AA for small text.
    <Box __vars={{ '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }}>
      <Notifications position="top-right" />
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Group gap="xl">
              <Anchor component={Link} to="/" fw={700} size="lg" c="inherit" underline="hover">
                {t('app.name')}
              </Anchor>
              <Group component="nav" aria-label={t('portal.nav.main')} gap="md">
                {links.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} aria-current={link.active ? 'page' : undefined} fw={link.active ? 700 : undefined}>
                    {link.label}
                  </Anchor>
                ))}
              </Group>
            </Group>
            <Group gap="md">
              <LanguageSwitch />
              <Button variant="outline" loading={logoutMutation.isPending} onClick={() => logoutMutation.mutate()}>
                {t('portal.logout')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" py="lg">
        <Outlet />
      </Container>
    </Box>
  );
}
