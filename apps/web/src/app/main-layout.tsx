import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLogout } from '../features/auth/api/logout.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { AppFrame } from '../ui/app-frame.tsx';

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
    <AppFrame
      home="/"
      navigation={{ label: t('portal.nav.main'), links }}
      actions={
        <>
          <LanguageSwitch />
          <Button variant="outline" loading={logoutMutation.isPending} onClick={() => logoutMutation.mutate()}>
            {t('portal.logout')}
          </Button>
        </>
      }
    />
  );
}
