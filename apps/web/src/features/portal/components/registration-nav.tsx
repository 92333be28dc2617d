import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

interface RegistrationNavProps {
  registrationId: number;
  /** Only fairs that offer flue gas connections link to the fireplace request. */
  hasFireplace: boolean;
}

/** The pages of one registration: detail, service bookings, information, confirmations, documents, fireplace. */
export function RegistrationNav({ registrationId, hasFireplace }: RegistrationNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = [
    { to: `/registration/show/${registrationId}`, label: t('portal.nav.registration') },
    { to: `/registration/orderbook/${registrationId}`, label: t('portal.nav.booklet') },
    { to: `/registration/info/${registrationId}`, label: t('portal.nav.info') },
    { to: `/registration/confirmation/${registrationId}`, label: t('portal.nav.confirmations') },
    { to: `/registration/docs/${registrationId}`, label: t('portal.nav.documents') },
    { to: `/media/${registrationId}`, label: t('portal.nav.media') },
    ...(hasFireplace ? [{ to: `/registration/fireplace/${registrationId}`, label: t('portal.nav.fireplace') }] : []),
  ];
  return (
    // One row that scrolls sideways on a phone rather than wrapping into a block of links above the page.
    <Group component="nav" aria-label={t('portal.nav.label')} gap={4} wrap="nowrap" style={{ overflowX: 'auto' }} pb={4}>
      {links.map((link) => {
        const current = pathname === link.to;
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            aria-current={current ? 'page' : undefined}
            variant={current ? 'light' : 'subtle'}
            color={current ? 'brand' : 'gray'}
            size="sm"
            style={{ flex: 'none' }}
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
