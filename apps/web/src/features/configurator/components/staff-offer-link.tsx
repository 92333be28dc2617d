import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferLink, offerLinkOf } from './offer-link.tsx';
import { useWizard } from './wizard-context.tsx';

/**
 * Back-office stand mode (SPEC §6, issue 6): the front-end link of the offer for the customer, to copy and
 * to preview in a new tab, once the offer has been saved.
 */
export function StaffOfferLink() {
  const { t } = useTranslation();
  const { event, state, backOffice } = useWizard();
  const titleId = useId();
  if (backOffice?.mode !== 'be_stand') return null;
  const { uuid } = state.configuration;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} id={titleId}>
          {t('configurator.staff.linkTitle')}
        </Title>
        {uuid ? (
          <OfferLink link={offerLinkOf(event.id, uuid)} label={t('configurator.staff.link')} withPreview />
        ) : (
          <Text size="sm">{t('configurator.staff.linkAfterSave')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
