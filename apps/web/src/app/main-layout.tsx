import { IconFiles, IconLayoutDashboard, IconLogout, IconSpeakerphone, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { readUserInfo } from '../api/session.ts';
import { useLogout } from '../features/auth/api/logout.ts';
import { AreaShell } from '../ui/area-shell.tsx';

/** The frame of the logged-in portal: overview, advertising media, documents and profile; the contact's menu. */
export function MainLayout() {
  const { t } = useTranslation();
  const logoutMutation = useLogout();
  const { pathname } = useLocation();
  const links = [
    { to: '/', label: t('portal.nav.home'), icon: IconLayoutDashboard, active: pathname === '/' || pathname.startsWith('/registration/') },
    { to: '/media', label: t('portal.nav.mediaAll'), icon: IconSpeakerphone, active: pathname.startsWith('/media') },
    { to: '/documents', label: t('portal.nav.documentsAll'), icon: IconFiles, active: pathname === '/documents' },
    {
      to: '/me',
      label: t('portal.nav.profile'),
      icon: IconUserCircle,
      active: pathname === '/me' || /^\/(contact|address|brand|company)\/edit\//.test(pathname),
    },
  ];
  return (
    <AreaShell
      home="/"
      areaName={t('portal.nav.area')}
      layout="top"
      navigation={{ label: t('portal.nav.main'), links }}
      user={{
        name: readUserInfo()?.name ?? '',
        items: [
          { label: t('portal.nav.profile'), icon: IconUserCircle, to: '/me' },
          { label: t('portal.logout'), icon: IconLogout, onClick: () => logoutMutation.mutate() },
        ],
      }}
    />
  );
}
