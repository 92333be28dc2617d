import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { useSaveStaffOffer } from '../api/save-staff-offer.ts';
import { staffOfferBody } from '../model/request-body.ts';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useWizard } from './wizard-context.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';

/**
 * Below every step of the back office (SPEC §2, §7): saves the configuration with its deviating prices,
 * title, state and footer text as an offer. The first save creates it and the address names it from then
 * on; a refusal (409 for an offer SPEC §4 locks) stays in view with the server's message, and a save that
 * locked the offer (a state staff may no longer change it in) ends the editing.
 */
export function StaffSaveBlock() {
  const { t } = useTranslation();
  const { state, dispatch, backOffice, onOfferCreated } = useWizard();
  const { standPrices } = useChosenStandPrices();
  const save = useSaveStaffOffer(useLocale());
  if (!backOffice) return null;
  const { configuration } = state;

  const submit = () =>
    save.mutate(staffOfferBody(configuration, { mode: backOffice.mode, standPrices, offerFields: backOffice.offerFields }), {
      onSuccess: (offer) => {
        dispatch({ type: 'offerSaved', uuid: offer.uuid, offerId: offer.id });
        if (configuration.offerId !== offer.id) onOfferCreated(offer);
        // The state just saved may lock the offer for staff (SPEC §4): the wizard shows it locked.
        if (!offer.editable) backOffice.lock();
        notifySuccess(t('configurator.offer.saved'));
      },
      onError: (error) => notifyError(failureText(error, t)),
    });

  return (
    <Paper withBorder p="md" component="section" aria-label={t('configurator.staff.saveTitle')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm">{t(configuration.uuid ? 'configurator.staff.saveHintSaved' : 'configurator.staff.saveHintNew')}</Text>
          <Button onClick={submit} loading={save.isPending}>
            {t('configurator.staff.save')}
          </Button>
        </Group>
        {save.isError && (
          <Alert color={TONE_COLORS.danger} variant="light" role="alert">
            {failureText(save.error, t)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
