import type { StaffOfferAnswer } from '@messeportal/domain';
import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { LockedBanner } from '../../../ui/locked-banner.tsx';
import type { RecordMenuItem } from '../../../ui/record-menu.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useDownloadOfferPdf } from '../api/download-offer-pdf.ts';

/**
 * The offer header's actions: editing in the configurator while the offer may still be edited there (SPEC §4) as
 * the primary action, else the PDF; the PDF in the "…" menu beside the editing. Why the PDF failed (`failure`)
 * goes under the header: in sight, not only in a notification.
 */
export function useOfferActions({ offer, editable }: Pick<StaffOfferAnswer, 'offer' | 'editable'>): {
  primary: ReactNode;
  menu: RecordMenuItem[];
  locked: boolean;
  failure: ReactNode;
} {
  const { t } = useTranslation();
  const download = useDownloadOfferPdf(useLocale());
  const mayWrite = staffMayHere(['offer', 'write']);
  const canEdit = mayWrite && (editable.be || editable.beStand);
  const pdf = () => download.mutate(offer.id, { onError: (error) => notifyError(failureText(error, t)) });
  return {
    primary: canEdit ? (
      <Button component={Link} to={`/configurator/${offer.eventId}/o/${offer.id}`}>
        {t('backoffice.offer.edit')}
      </Button>
    ) : (
      <Button variant="default" loading={download.isPending} onClick={pdf}>
        {t('backoffice.offer.pdf')}
      </Button>
    ),
    menu: canEdit ? [{ label: t('backoffice.offer.pdf'), onClick: pdf }] : [],
    locked: mayWrite && !canEdit,
    failure: download.isError && (
      <Alert color={TONE_COLORS.danger} role="alert">
        {failureText(download.error, t)}
      </Alert>
    ),
  };
}

/** Says that the offer can no longer be edited (staff with the right to edit offers only). */
export function OfferLockedNotice() {
  const { t } = useTranslation();
  return (
    <LockedBanner>{t('backoffice.offer.locked')}</LockedBanner>
  );
}
