import { IconCalendarEvent, IconLogout, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { readStaffInfo } from '../api/session.ts';
import { useStaffLogout } from '../features/backoffice/api/logout.ts';
import { AreaShell } from '../ui/area-shell.tsx';

/** The frame of the back office: a side navigation by section (events with their offers and registrations, outbox). */
export function StaffLayout() {
  const { t } = useTranslation();
  const logoutMutation = useStaffLogout();
  const { pathname } = useLocation();
  const links = [
    { to: '/be', label: t('backoffice.nav.events'), icon: IconCalendarEvent, active: pathname !== '/be/outbox' },
    { to: '/be/outbox', label: t('backoffice.nav.outbox'), icon: IconMailForward, active: pathname === '/be/outbox' },
  ];
  return (
    <AreaShell
      home="/be"
      areaName={t('backoffice.nav.area')}
      layout="side"
      navigation={{ label: t('backoffice.nav.main'), links }}
      user={{
        name: readStaffInfo()?.name ?? '',
        detail: t('backoffice.nav.area'),
        items: [{ label: t('backoffice.nav.logout'), icon: IconLogout, onClick: () => logoutMutation.mutate() }],
      }}
    />
  );
}
