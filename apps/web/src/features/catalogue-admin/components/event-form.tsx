import { eventDateIssues, eventInputSchema, type EventInput } from '@messeportal/domain';
import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { EVENT_FIELDS, eventInput, type EventFormValues } from '../model/event-form.ts';
import { EventDateFields } from './event-date-fields.tsx';
import { FireplaceSettingsFields } from './fireplace-settings-fields.tsx';
import { DecimalInput } from '../../../ui/decimal-input.tsx';
import { useFormAttempt } from '../../../ui/form-attempt.ts';
import { FormLayout, FormSection } from '../../../ui/form-layout.tsx';
import { FormSaveBar } from '../../../ui/form-save-bar.tsx';
import { fieldWidth } from '../../../ui/form-widths.ts';

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
  const { attempt, failed } = useFormAttempt();
  const submit = useEditFormSubmit<EventInput>({ schema, fields: EVENT_FIELDS, setErrors: form.setErrors, save, onFailed: failed });
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
    <FormLayout
      onSubmit={form.onSubmit((values) => submit(eventInput(values, timeZone)))}
      errors={form.errors}
      attempt={attempt}
      saveBar={!readOnly && <FormSaveBar saveLabel={saveLabel} saving={saving} onCancel={onCancel} />}
    >
      {intro}
      <FormSection title={t('catalogueAdmin.eventForm.names')}>
        <TextInput {...text('nameDe')} maxLength={200} lang="de" {...fieldWidth('long')} />
        <TextInput {...text('nameEn')} maxLength={200} lang="en" {...fieldWidth('long')} />
      </FormSection>
      <EventDateFields form={form} timeZone={timeZone} readOnly={readOnly} />
      <FormSection title={t('catalogueAdmin.eventForm.money')}>
        <DecimalInput {...form.getInputProps('vatRate')} label={label('vatRate')} readOnly={readOnly} required min={0} max={100} decimalScale={2} suffix=" %" {...fieldWidth('short')} />
        <TextInput {...text('currency')} description={t('catalogueAdmin.eventForm.currencyHint')} maxLength={3} {...fieldWidth('short')} />
        {flag('invoiceOnConfirmation', t('catalogueAdmin.eventForm.invoiceOnConfirmationHint'))}
      </FormSection>
      <FormSection title={t('catalogueAdmin.eventForm.visibility')}>
        {flag('isMediaVisible')}
        {flag('isTechVisible')}
        {flag('hasFireplaceConnections')}
      </FormSection>
      {form.getValues().hasFireplaceConnections && <FireplaceSettingsFields form={form} readOnly={readOnly} />}
      <FormSection title={t('catalogueAdmin.eventForm.terms')} description={t('catalogueAdmin.eventForm.urlHint')}>
        <TextInput {...text('urlAgb')} type="url" />
        <TextInput {...text('urlCancellation', false)} type="url" />
      </FormSection>
      <FormSection title={t('catalogueAdmin.eventForm.texts')}>
        <Textarea {...area('registrationDescriptionDe')} />
        <Textarea {...area('registrationDescriptionEn')} />
        <Textarea {...area('mediaDescriptionDe')} />
        <Textarea {...area('mediaDescriptionEn')} />
      </FormSection>
    </FormLayout>
  );
}
