import { standAssignmentSchema, standChangeSchema, type StaffRegistrationAnswer } from '@messeportal/domain';
import { Button, Group, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import type { FieldErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useAssignStand, useChangeStandType, useEventStandConfigs } from '../api/registration-desk.ts';

type Registration = StaffRegistrationAnswer['registration'];

/** Hall and stand number, and stand type with size: each saved on its own, each mailed to the exhibitor. */
export function RegistrationStand({ registration, editable }: { registration: Registration; editable: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Section title={t('backoffice.desk.stand.title')}>
      <Text>
        {registration.standTypeLabel
          ? t('backoffice.desk.stand.current', { type: registration.standConfigName ?? registration.standTypeLabel, size: format.number(registration.standSize ?? 0) })
          : '–'}
      </Text>
      {editable ? (
        <>
          <StandNumberForm registration={registration} />
          <StandTypeForm registration={registration} />
        </>
      ) : (
        <Text>{[registration.hall, registration.standNr].filter(Boolean).join(', ') || '–'}</Text>
      )}
    </Section>
  );
}

function StandNumberForm({ registration }: { registration: Registration }) {
  const { t } = useTranslation();
  const assign = useAssignStand(registration.id, useLocale());
  const [values, setValues] = useState({ hall: registration.hall, standNr: registration.standNr });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useEditFormSubmit({
    schema: standAssignmentSchema,
    fields: ['hall', 'standNr'],
    setErrors,
    save: (input: typeof values, handlers) => assign.mutate(input, { ...handlers, onSuccess: () => notifySuccess(t('backoffice.desk.stand.saved')) }),
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
        <Group gap="sm" align="flex-start" grow>
          <TextInput label={t('backoffice.desk.stand.hall')} value={values.hall} error={errors.hall} maxLength={20} onChange={(e) => setValues({ ...values, hall: e.currentTarget.value })} />
          <TextInput
            label={t('backoffice.desk.stand.standNr')}
            value={values.standNr}
            error={errors.standNr}
            maxLength={20}
            onChange={(e) => setValues({ ...values, standNr: e.currentTarget.value })}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('backoffice.desk.stand.hint')}
        </Text>
        <Group>
          <Button type="submit" loading={assign.isPending}>
            {t('backoffice.desk.stand.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StandTypeForm({ registration }: { registration: Registration }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const configs = useEventStandConfigs(registration.eventId, locale).data ?? [];
  const change = useChangeStandType(registration.id, locale);
  const [values, setValues] = useState({ standConfigId: registration.standConfigId ?? 0, standSize: registration.standSize ?? 0 });
  const [errors, setErrors] = useState<FieldErrors>({});
  const chosen = configs.find((config) => config.id === values.standConfigId);
  const submit = useEditFormSubmit({
    schema: standChangeSchema,
    fields: ['standConfigId', 'standSize'],
    setErrors,
    save: (input: typeof values, handlers) => change.mutate(input, { ...handlers, onSuccess: () => notifySuccess(t('backoffice.desk.stand.changed')) }),
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
        <Group gap="sm" align="flex-start" grow>
          <NativeSelect
            label={t('backoffice.desk.stand.type')}
            data={configs.map((config) => ({ value: String(config.id), label: config.name }))}
            value={String(values.standConfigId)}
            error={errors.standConfigId}
            onChange={(e) => setValues({ ...values, standConfigId: Number(e.currentTarget.value) })}
          />
          <NumberInput
            label={t('backoffice.desk.stand.size')}
            description={chosen && t('backoffice.desk.stand.range', { min: format.number(chosen.qmMin), max: format.number(chosen.qmMax) })}
            value={values.standSize}
            error={errors.standSize}
            decimalScale={2}
            min={0}
            onChange={(value) => setValues({ ...values, standSize: Number(value) || 0 })}
          />
        </Group>
        <Group>
          <Button type="submit" variant="default" loading={change.isPending}>
            {t('backoffice.desk.stand.change')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
