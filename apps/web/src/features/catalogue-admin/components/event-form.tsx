import { eventDateIssues, eventInputSchema, type EventInput } from '@messeportal/domain';
import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../ui/section.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { EVENT_FIELDS, eventInput, type EventFormValues } from '../model/event-form.ts';
import { EventDateFields } from './event-date-fields.tsx';
import { FireplaceSettingsFields } from './fireplace-settings-fields.tsx';
import { FormButtons } from './form-buttons.tsx';
import { DecimalInput } from '../../../ui/decimal-input.tsx';

interface EventFormProps {
  initialValues: EventFormValues;
  timeZone: string;
  readOnly: boolean;
  saveLabel: string;
  saving: boolean;
  save: (input: EventInput, handlers: { onError: (error: unknown) => void }) => void;
  onCancel?: () => void;
  /** Above the fields: the registration's state, what is set elsewhere. */
  intro?: ReactNode;
}

type TextField = 'nameDe' | 'nameEn' | 'urlAgb' | 'urlCancellation' | 'currency';

/** Every field of an event, checked with the API's schema and the order of its dates before it is sent. */
export function EventForm({ initialValues, timeZone, readOnly, saveLabel, saving, save, onCancel, intro }: EventFormProps) {
  const { t } = useTranslation();
  const form = useForm<EventFormValues>({ initialValues });
  const schema = useMemo(
    () =>
      eventInputSchema.superRefine((input, context) => {
        for (const issue of eventDateIssues(input, timeZone)) context.addIssue({ code: 'custom', path: [issue.property], message: issue.message, params: issue.params });
      }),
    [timeZone],
  );
  const submit = useEditFormSubmit<EventInput>({ schema, fields: EVENT_FIELDS, setErrors: form.setErrors, save });
  const label = (name: keyof EventFormValues) => t(`catalogueAdmin.eventForm.${name}` as 'catalogueAdmin.eventForm.startsAt');
  const text = (name: TextField, required = true) => ({
    ...form.getInputProps(name),
    label: name === 'nameDe' || name === 'nameEn' ? t(`catalogueAdmin.common.${name}`) : label(name),
    readOnly,
    required,
  });
  const area = (name: 'registrationDescriptionDe' | 'registrationDescriptionEn' | 'mediaDescriptionDe' | 'mediaDescriptionEn') => ({
    ...form.getInputProps(name),
    label: label(name),
    readOnly,
    autosize: true,
    minRows: 3,
    maxLength: 4000,
    lang: name.endsWith('De') ? 'de' : 'en',
  });
  const flag = (name: 'isMediaVisible' | 'isTechVisible' | 'hasFireplaceConnections' | 'invoiceOnConfirmation', description?: string) => (
    <Checkbox {...form.getInputProps(name, { type: 'checkbox' })} label={label(name)} description={description} disabled={readOnly} />
  );

  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(eventInput(values, timeZone)))}>
      <Stack gap="md">
        {intro}
        <Section title={t('catalogueAdmin.eventForm.names')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('nameDe')} maxLength={200} lang="de" />
            <TextInput {...text('nameEn')} maxLength={200} lang="en" />
          </SimpleGrid>
        </Section>
        <EventDateFields form={form} timeZone={timeZone} readOnly={readOnly} />
        <Section title={t('catalogueAdmin.eventForm.money')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DecimalInput {...form.getInputProps('vatRate')} label={label('vatRate')} readOnly={readOnly} required min={0} max={100} decimalScale={2} suffix=" %" />
            <TextInput {...text('currency')} description={t('catalogueAdmin.eventForm.currencyHint')} maxLength={3} />
          </SimpleGrid>
          {flag('invoiceOnConfirmation', t('catalogueAdmin.eventForm.invoiceOnConfirmationHint'))}
        </Section>
        <Section title={t('catalogueAdmin.eventForm.visibility')}>
          {flag('isMediaVisible')}
          {flag('isTechVisible')}
          {flag('hasFireplaceConnections')}
        </Section>
        {form.getValues().hasFireplaceConnections && <FireplaceSettingsFields form={form} readOnly={readOnly} />}
        <Section title={t('catalogueAdmin.eventForm.terms')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('urlAgb')} type="url" description={t('catalogueAdmin.eventForm.urlHint')} />
            <TextInput {...text('urlCancellation', false)} type="url" description={t('catalogueAdmin.eventForm.urlHint')} />
          </SimpleGrid>
        </Section>
        <Section title={t('catalogueAdmin.eventForm.texts')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea {...area('registrationDescriptionDe')} />
            <Textarea {...area('registrationDescriptionEn')} />
            <Textarea {...area('mediaDescriptionDe')} />
            <Textarea {...area('mediaDescriptionEn')} />
          </SimpleGrid>
        </Section>
        {!readOnly && <FormButtons saveLabel={saveLabel} saving={saving} onCancel={onCancel} />}
      </Stack>
    </form>
  );
}
