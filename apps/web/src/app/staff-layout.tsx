import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { readStaffInfo } from '../api/session.ts';
import { useStaffLogout } from '../features/backoffice/api/logout.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { AppFrame } from '../ui/app-frame.tsx';

/** The frame of the back office: product name, Events and Outbox, the staff member's name, language, logout. */
export function StaffLayout() {
  const { t } = useTranslation();
  const logoutMutation = useStaffLogout();
  const { pathname } = useLocation();
  const staffName = readStaffInfo()?.name;
  const links = [
    { to: '/be', label: t('backoffice.nav.events'), active: pathname !== '/be/outbox' },
    { to: '/be/outbox', label: t('backoffice.nav.outbox'), active: pathname === '/be/outbox' },
  ];
  return (
    <AppFrame
      home="/be"
      navigation={{ label: t('backoffice.nav.main'), links }}
      actions={
        <>
          {staffName && (
            <Text size="sm" component="span">
              {t('backoffice.nav.staff', { name: staffName })}
            </Text>
          )}
          <LanguageSwitch />
          <Button variant="outline" loading={logoutMutation.isPending} onClick={() => logoutMutation.mutate()}>
            {t('backoffice.nav.logout')}
          </Button>
        </>
      }
    />
  );
}
