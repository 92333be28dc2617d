import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useLogout } from '../features/auth/api/logout.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';

/** The frame of the logged-in portal: product name (home link), language switch and logout. */
export function MainLayout() {
  const { t } = useTranslation();
  const logoutMutation = useLogout();
  return (
    <>
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Anchor component={Link} to="/" fw={700} size="lg" c="inherit" underline="hover">
              {t('app.name')}
            </Anchor>
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
    </>
  );
}
