import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { RecordHeader, type RecordFigure } from '../../../ui/record-header.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { RegistrationNav } from './registration-nav.tsx';
import { useRegistrationEvent } from './use-registration-event.ts';

interface RegistrationHeaderProps {
  registrationId: number;
  /** The page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The registration's own page: its state beside the title, its stand and what is open under it. */
  status?: ReactNode;
  keyFigure?: RecordFigure;
  figures?: readonly RecordFigure[];
}

/**
 * The top of every page of one registration (a `RecordHeader`): the way back (overview, the fair's registration),
 * the page's title, the registration's pages as the app's row of tabs below it (the current one scrolled into view
 * on a phone), and on each of them that the organiser cancelled the registration, when it did.
 */
export function RegistrationHeader({ registrationId, title, subtitle, actions, status, keyFigure, figures }: RegistrationHeaderProps) {
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
      <RecordHeader title={title} subtitle={subtitle} breadcrumbs={breadcrumbs} primary={actions} status={status} keyFigure={keyFigure} figures={figures} />
      <RegistrationNav registrationId={registrationId} hasFireplace={event?.hasFireplaceConnections ?? false} />
      {registration?.canceledAt && (
        <Alert color={TONE_COLORS.danger} variant="light" title={t('portal.registration.canceledTitle')} mt="md">
          {t('portal.registration.canceledText', { date: format.date(registration.canceledAt) })}
        </Alert>
      )}
    </div>
  );
}
