import type { StaffOfferAnswer } from '@messeportal/domain';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { useDownloadOfferPdf } from '../api/download-offer-pdf.ts';

/** The PDF, and the way into the configurator while the offer may still be edited there (SPEC §4). */
export function OfferActions({ offer, editable }: Pick<StaffOfferAnswer, 'offer' | 'editable'>) {
  const { t } = useTranslation();
  const download = useDownloadOfferPdf(useLocale());
  const mayWrite = staffMayHere(['offer', 'write']);
  const canEdit = mayWrite && (editable.be || editable.beStand);
  return (
    <>
      <Group>
        {canEdit && (
          <Button component={Link} to={`/configurator/${offer.eventId}/o/${offer.id}`}>
            {t('backoffice.offer.edit')}
          </Button>
        )}
        <Button
          variant="light"
          loading={download.isPending}
          onClick={() => download.mutate(offer.id, { onError: (error) => notifyError(failureText(error, t)) })}
        >
          {t('backoffice.offer.pdf')}
        </Button>
      </Group>
      {mayWrite && !canEdit && (
        <Alert color="gray" variant="light">
          {t('backoffice.offer.locked')}
        </Alert>
      )}
    </>
  );
}
