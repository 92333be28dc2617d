import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { RegistrationNav } from './registration-nav.tsx';
import { useRegistrationEvent } from './use-registration-event.ts';

interface RegistrationHeaderProps {
  registrationId: number;
  /** The page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/**
 * The top of every page of one registration: the way back (overview, the fair's registration), the page's
 * title, the registration's pages as a row of tabs below it, and on each of them that the organiser cancelled
 * the registration, when it did.
 */
export function RegistrationHeader({ registrationId, title, subtitle, actions }: RegistrationHeaderProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { registration, event } = useRegistrationEvent(registrationId);
  const { pathname } = useLocation();
  const home = { label: t('portal.nav.home'), to: '/' };
  const ownPage = `/registration/show/${registrationId}`;
  // The registration's own page is the fair's: the way back is the overview alone.
  const breadcrumbs = event && pathname !== ownPage ? [home, { label: event.name, to: ownPage }] : [home];
  return (
    <div>
      <PageHeader title={title} subtitle={subtitle} breadcrumbs={breadcrumbs} actions={actions} />
      <RegistrationNav registrationId={registrationId} hasFireplace={event?.hasFireplaceConnections ?? false} />
      {registration?.canceledAt && (
        <Alert color={TONE_COLORS.danger} variant="light" title={t('portal.registration.canceledTitle')} mt="md">
          {t('portal.registration.canceledText', { date: format.date(registration.canceledAt) })}
        </Alert>
      )}
    </div>
  );
}
