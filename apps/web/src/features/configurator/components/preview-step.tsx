import { previewEditTargets } from '@messeportal/domain';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SummaryTables } from './summary-tables.tsx';
import { useWizard } from './wizard-context.tsx';

/** Preview step: the summary with an edit button per section while the configuration may be changed. */
export function PreviewStep() {
  const { t } = useTranslation();
  const { steps, editable, mode, offerTexts } = useWizard();
  return (
    <Stack>
      <Title order={2}>{t('configurator.preview.title')}</Title>
      {offerTexts?.title && <Text fw={700}>{offerTexts.title}</Text>}
      {mode === 'fe_offer' && (
        <Alert color="blue" variant="light">
          {t('configurator.preview.fixedOffer')}
        </Alert>
      )}
      {mode === 'insight' && (
        <Alert color="blue" variant="light">
          {t('configurator.preview.orderedOffer')}
        </Alert>
      )}
      <SummaryTables editTargets={previewEditTargets(steps, editable)} />
      {offerTexts?.subText && <Text style={{ whiteSpace: 'pre-line' }}>{offerTexts.subText}</Text>}
    </Stack>
  );
}
