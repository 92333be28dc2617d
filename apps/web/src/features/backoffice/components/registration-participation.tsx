import { registrationParticipationSchema, type StaffRegistrationAnswer } from '@messeportal/domain';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import type { FieldErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useSetParticipation } from '../api/registration-desk.ts';

type Registration = StaffRegistrationAnswer['registration'];

export interface ParticipationValues {
  variant: string;
  isOnsiteParticipant: boolean;
  isVirtualParticipant: boolean;
}

/** The ways of taking part that are ticked, as a checkbox group's value. */
const participationWays = (values: ParticipationValues) =>
  [values.isOnsiteParticipant && 'onsite', values.isVirtualParticipant && 'virtual'].filter((way): way is string => !!way);

/** The variant and the ways of taking part, as the registration page and the staff registration edit them. */
export function ParticipationFields({ values, errors, onChange }: { values: ParticipationValues; errors: FieldErrors; onChange: (values: ParticipationValues) => void }) {
  const { t } = useTranslation();
  const { variant, isOnsiteParticipant, isVirtualParticipant } = values;
  const current = { variant, isOnsiteParticipant, isVirtualParticipant };
  return (
    <>
      <TextInput
        label={t('backoffice.desk.participation.variant')}
        description={t('backoffice.desk.participation.variantHint')}
        value={variant}
        error={errors.variant}
        maxLength={100}
        onChange={(e) => onChange({ ...current, variant: e.currentTarget.value })}
      />
      <Checkbox.Group
        label={t('backoffice.desk.participation.ways')}
        error={errors.isOnsiteParticipant}
        value={participationWays(current)}
        onChange={(ways) => onChange({ ...current, isOnsiteParticipant: ways.includes('onsite'), isVirtualParticipant: ways.includes('virtual') })}
      >
        <Group gap="md" mt={4}>
          <Checkbox value="onsite" label={t('backoffice.desk.participation.onsite')} />
          <Checkbox value="virtual" label={t('backoffice.desk.participation.virtual')} />
        </Group>
      </Checkbox.Group>
    </>
  );
}

/** How the registration takes part: its variant and whether on site, virtually or both (issue 28), set by staff. */
export function RegistrationParticipation({ registration, editable }: { registration: Registration; editable: boolean }) {
  const { t } = useTranslation();
  const ways = [registration.isOnsiteParticipant && t('backoffice.desk.participation.onsite'), registration.isVirtualParticipant && t('backoffice.desk.participation.virtual')].filter(Boolean);
  return (
    <Section title={t('backoffice.desk.participation.title')}>
      {editable ? (
        <ParticipationForm registration={registration} />
      ) : (
        <Text>
          {t('backoffice.desk.participation.variant')}: {registration.variant || '–'} · {ways.join(', ') || '–'}
        </Text>
      )}
    </Section>
  );
}

function ParticipationForm({ registration }: { registration: Registration }) {
  const { t } = useTranslation();
  const set = useSetParticipation(registration.id, useLocale());
  const [values, setValues] = useState({ variant: registration.variant, isOnsiteParticipant: registration.isOnsiteParticipant, isVirtualParticipant: registration.isVirtualParticipant });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useEditFormSubmit({
    schema: registrationParticipationSchema,
    fields: ['variant', 'isOnsiteParticipant', 'isVirtualParticipant'],
    setErrors,
    save: (input: typeof values, handlers) => set.mutate(input, { ...handlers, onSuccess: () => notifySuccess(t('backoffice.desk.participation.saved')) }),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(values);
      }}
    >
      <Stack gap="xs">
        <ParticipationFields values={values} errors={errors} onChange={setValues} />
        <Group>
          <Button type="submit" variant="default" loading={set.isPending}>
            {t('backoffice.desk.participation.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
