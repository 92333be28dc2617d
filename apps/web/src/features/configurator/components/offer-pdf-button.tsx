import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { useDownloadSharedOfferPdf } from '../api/download-offer-pdf.ts';
import { useWizard } from './wizard-context.tsx';

/**
 * The PDF of an offer the customer opened by its link and can no longer change (fe_offer, insight): what
 * the preview shows, as a document to keep or pass on. An offer still being changed has no PDF here: it
 * would show the last saved state, not the one on screen.
 */
export function OfferPdfButton() {
  const { t } = useTranslation();
  const { mode, state } = useWizard();
  const download = useDownloadSharedOfferPdf(useLocale());
  const { uuid } = state.configuration;
  if ((mode !== 'fe_offer' && mode !== 'insight') || !uuid) return null;
  return (
    <Group>
      <Button
        variant="light"
        loading={download.isPending}
        onClick={() => download.mutate(uuid, { onError: (error) => notifyError(failureText(error, t)) })}
      >
        {t('configurator.preview.offerPdf')}
      </Button>
    </Group>
  );
}
