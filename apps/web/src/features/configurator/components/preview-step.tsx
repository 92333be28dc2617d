import { previewEditTargets, type FieldError } from '@messeportal/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardConfiguration } from '../model/configuration.ts';
import { MissingForOrder } from './missing-for-order.tsx';
import { OfferPdfButton } from './offer-pdf-button.tsx';
import { OrderErrors } from './order-errors.tsx';
import { ProFormaButton } from './pro-forma-button.tsx';
import { StaffOfferFields } from './staff-offer-fields.tsx';
import { StaffOfferLink } from './staff-offer-link.tsx';
import { SummaryTables } from './summary-tables.tsx';
import { useWizard } from './wizard-context.tsx';
import { StepTitle } from './step-title.tsx';
import { LockedBanner } from '../../../ui/locked-banner.tsx';

/**
 * Preview step: what a binding order still lacks, the summary with an edit button per section while the
 * configuration may be changed; for an offer fixed by staff or ordered also its PDF; on the exhibitor side a
 * pro-forma invoice before the order (or why the order would refuse it); in the back office the offer's own fields
 * and, in stand mode, the customer's link.
 */
export function PreviewStep() {
  const { t } = useTranslation();
  const { steps, editable, mode, state, offerTexts, backOffice } = useWizard();
  const [refusal, setRefusal] = useState<{ configuration: WizardConfiguration; errors: FieldError[] } | null>(null);
  // A refused pro-forma invoice speaks of the configuration it was asked for: a change since hides it until the next try.
  const refusedErrors = refusal?.configuration === state.configuration ? refusal.errors : [];
  const texts = backOffice ? null : offerTexts;
  return (
    <Stack>
      <StepTitle>{t('configurator.preview.title')}</StepTitle>
      {texts?.title && <Text fw={700}>{texts.title}</Text>}
      {mode === 'fe_offer' && (
        <LockedBanner>
          {/* An offer staff made for the customer is meant to be ordered as it is, not a refusal to change it. */}
          {t(offerTexts?.madeByStaff ? 'configurator.preview.staffOffer' : 'configurator.preview.fixedOffer')}
        </LockedBanner>
      )}
      {mode === 'insight' && (
        <LockedBanner>{t('configurator.preview.orderedOffer')}</LockedBanner>
      )}
      <MissingForOrder />
      <SummaryTables editTargets={previewEditTargets(steps, editable)} />
      {texts?.subText && <Text style={{ whiteSpace: 'pre-line' }}>{texts.subText}</Text>}
      {!backOffice && (
        <Group>
          <OfferPdfButton />
          <ProFormaButton onRefused={(errors) => setRefusal({ configuration: state.configuration, errors })} />
        </Group>
      )}
      <OrderErrors errors={refusedErrors} title={t('configurator.preview.proFormaRefused')} />
      <StaffOfferFields />
      <StaffOfferLink />
    </Stack>
  );
}
