import { IconAlarm, IconBuildingStore, IconCalendarEvent, IconCash, IconHistory, IconInbox, IconLayoutGrid, IconLogout, IconMailForward, IconReceipt, IconSettings, IconUserCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { readStaffInfo } from '../api/session.ts';
import { staffMayHere } from '../api/staff-rights.ts';
import { useStaffLogout } from '../features/backoffice/api/logout.ts';
import { BackOfficeSearch } from '../features/backoffice/components/back-office-search.tsx';
import { useOpenRequestCount } from '../features/requests/api/get-requests.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { AreaShell, type AreaLink } from '../ui/area-shell.tsx';

/** The back office's own sections besides the events (which hold offers and registrations), with the right each needs. */
const SECTIONS = [
  { to: '/be/admin/events', key: 'catalogue', icon: IconBuildingStore, show: () => staffMayHere(['catalogue', 'read']) },
  { to: '/be/admin/halls', key: 'halls', icon: IconLayoutGrid, show: () => staffMayHere(['catalogue', 'read']) },
  { to: '/be/payments', key: 'payments', icon: IconCash, show: () => staffMayHere(['document', 'write']) },
  { to: '/be/open-items', key: 'openItems', icon: IconReceipt, show: () => staffMayHere(['document', 'write']) },
  { to: '/be/dunning', key: 'dunning', icon: IconAlarm, show: () => staffMayHere(['document', 'write']) },
  { to: '/be/outbox', key: 'outbox', icon: IconMailForward, show: () => staffMayHere(['registration', 'read']) },
  { to: '/be/requests', key: 'requests', icon: IconInbox, show: () => staffMayHere(['registration', 'read']) },
  { to: '/be/staff', key: 'staff', icon: IconUsers, show: () => staffMayHere(['staff', 'read']) },
  { to: '/be/settings', key: 'settings', icon: IconSettings, show: () => staffMayHere(['settings', 'read']) },
  { to: '/be/audit', key: 'audit', icon: IconHistory, show: () => staffMayHere(['staff', 'read']) },
] as const;

/**
 * The frame of the back office: a side navigation by section (events with their offers and registrations, outbox,
 * and for those whose role may see them staff, settings and the audit log), the search everywhere, and the user
 * menu with the own account.
 */
export function StaffLayout() {
  const { t } = useTranslation();
  const logoutMutation = useStaffLogout();
  const { pathname } = useLocation();
  const sections = SECTIONS.filter((section) => section.show());
  // The inbox's first page, shared with the page itself: the link says how many requests wait.
  const openRequests = useOpenRequestCount(useLocale(), sections.some((section) => section.key === 'requests'));
  const labelOf = (key: (typeof SECTIONS)[number]['key']) =>
    key === 'requests' && openRequests ? t('backoffice.nav.requestsOpen', { count: openRequests }) : t(`backoffice.nav.${key}`);
  const inSection = sections.find((section) => pathname === section.to) || pathname === '/be/account' || pathname.startsWith('/be/admin/');
  // A hall's page belongs to the hall plans, every other page under /be/admin/ to the catalogue.
  const inHalls = pathname === '/be/admin/halls' || pathname.startsWith('/be/admin/hall/');
  const activeOf = (key: (typeof SECTIONS)[number]['key'], to: string) =>
    pathname === to || (key === 'catalogue' && pathname.startsWith('/be/admin/') && !inHalls) || (key === 'halls' && inHalls);
  const links: AreaLink[] = [
    { to: '/be', label: t('backoffice.nav.events'), icon: IconCalendarEvent, active: !inSection },
    ...sections.map(({ to, key, icon }) => ({ to, label: labelOf(key), icon, active: activeOf(key, to) })),
  ];
  return (
    <AreaShell
      home="/be"
      areaName={t('backoffice.nav.area')}
      layout="side"
      navigation={{ label: t('backoffice.nav.main'), links }}
      search={<BackOfficeSearch />}
      user={{
        name: readStaffInfo()?.name ?? '',
        detail: t('backoffice.nav.area'),
        items: [
          { label: t('backoffice.nav.account'), icon: IconUserCircle, to: '/be/account' },
          { label: t('backoffice.nav.logout'), icon: IconLogout, onClick: () => logoutMutation.mutate() },
        ],
      }}
    />
  );
}
