import { NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useConfig } from '../../../api/get-config.ts';
import { useWizard } from './wizard-context.tsx';
import { LockedBanner } from '../../../ui/locked-banner.tsx';

/** The lengths `tofferSchema` accepts. */
const TITLE_MAX = 200;
const SUB_TEXT_MAX = 4000;

/**
 * On the back office's preview (SPEC §2, §6): the offer's title, state (from the `offerStates` list) and
 * footer text, as fields while staff may change the offer and as text once it is locked.
 */
export function StaffOfferFields() {
  const { t } = useTranslation();
  const { backOffice, editable } = useWizard();
  const config = useConfig(useLocale());
  const titleId = useId();
  if (!backOffice) return null;
  const { offerFields, setOfferFields } = backOffice;
  const states = (config.data?.definitions.offerStates ?? []).map((state) => ({ value: String(state.id), label: state.label }));
  const stateLabel = states.find((state) => state.value === String(offerFields.state))?.label ?? String(offerFields.state);

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={3} id={titleId}>
        {t('configurator.staff.fieldsTitle')}
      </Title>
      {editable ? (
        <>
          <TextInput
            label={t('configurator.staff.offerTitle')}
            value={offerFields.title}
            onChange={(event) => setOfferFields({ title: event.currentTarget.value })}
            maxLength={TITLE_MAX}
          />
          <NativeSelect
            label={t('configurator.staff.state')}
            data={states.length > 0 ? states : [{ value: String(offerFields.state), label: stateLabel }]}
            value={String(offerFields.state)}
            onChange={(event) => setOfferFields({ state: Number(event.currentTarget.value) })}
            styles={{ wrapper: { maxWidth: 320 } }}
          />
          <Textarea
            label={t('configurator.staff.subText')}
            description={t('configurator.staff.subTextHint')}
            value={offerFields.subText}
            onChange={(event) => setOfferFields({ subText: event.currentTarget.value })}
            autosize
            minRows={3}
            maxLength={SUB_TEXT_MAX}
          />
        </>
      ) : (
        <>
          <LockedBanner>{t('configurator.staff.locked', { state: stateLabel })}</LockedBanner>
          {offerFields.title && <Text fw={700}>{offerFields.title}</Text>}
          {offerFields.subText && <Text style={{ whiteSpace: 'pre-line' }}>{offerFields.subText}</Text>}
        </>
      )}
    </Stack>
  );
}
