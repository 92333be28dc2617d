import { fireplaceConnectionSchema, fuels, labelled, ovenTypes, type FireplaceConnectionInput } from '@messeportal/domain';
import { Checkbox, NativeSelect, NumberInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useFormAttempt } from '../../../ui/form-attempt.ts';
import { FormLayout, FormSection } from '../../../ui/form-layout.tsx';
import { FormSaveBar } from '../../../ui/form-save-bar.tsx';
import { fieldWidth } from '../../../ui/form-widths.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useAddFireplaceConnection } from '../api/fireplace.ts';

interface Values {
  deviceName: string;
  ovenType: string;
  fuel: string;
  maxPowerKw: number | string;
  dischargePressurePa: number | string;
  guidelinesAccepted: boolean;
}

const EMPTY: Values = { deviceName: '', ovenType: '', fuel: '', maxPowerKw: '', dischargePressurePa: '', guidelinesAccepted: false };
const FIELDS = Object.keys(EMPTY);

/** An empty number input is no number: the schema then says to fill it in. */
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/**
 * The fireplace request's form for one more flue gas connection (SPEC §2), on the Form template: checked with
 * the server's schema before it is sent, its errors in the summary above it and under each field.
 */
export function FireplaceRequestForm({ registrationId, priceText }: { registrationId: number; priceText: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = langOf(locale);
  const add = useAddFireplaceConnection(registrationId, locale);
  const form = useForm<Values>({ initialValues: EMPTY });
  const { attempt, failed } = useFormAttempt();
  const submit = useEditFormSubmit<FireplaceConnectionInput>({
    schema: fireplaceConnectionSchema,
    fields: FIELDS,
    setErrors: form.setErrors,
    onFailed: failed,
    save: (input, handlers) =>
      add.mutate(input, {
        ...handlers,
        onSuccess: () => {
          form.reset();
          notifySuccess(t('portal.fireplace.added'));
        },
      }),
  });
  const onSubmit = (values: Values) =>
    // The inputs hold what was typed; the schema (here and on the server) says what is missing.
    submit({ ...values, maxPowerKw: numberOrNull(values.maxPowerKw), dischargePressurePa: numberOrNull(values.dischargePressurePa) } as unknown as FireplaceConnectionInput);
  const choices = (rows: { id: string; label: string }[]) => [{ value: '', label: t('portal.fireplace.choose') }, ...rows.map((row) => ({ value: row.id, label: row.label }))];
  const measure = (name: 'maxPowerKw' | 'dischargePressurePa', label: string, unit: string) => (
    <NumberInput
      {...form.getInputProps(name)}
      label={label}
      required
      min={0}
      decimalScale={2}
      decimalSeparator={lang === 'de' ? ',' : '.'}
      allowNegative={false}
      hideControls
      rightSection={<Unit>{unit}</Unit>}
      rightSectionWidth={44}
      rightSectionPointerEvents="none"
      {...fieldWidth('medium')}
    />
  );

  return (
    <FormLayout onSubmit={form.onSubmit(onSubmit)} errors={form.errors} attempt={attempt} saveBar={<FormSaveBar saveLabel={t('portal.fireplace.submit')} saving={add.isPending} />}>
      <FormSection title={t('portal.fireplace.add')} description={`${t('portal.fireplace.mandatoryHint')} ${priceText}`}>
        <TextInput {...form.getInputProps('deviceName')} label={t('portal.fireplace.deviceName')} required maxLength={200} {...fieldWidth('long')} />
        <NativeSelect {...form.getInputProps('ovenType')} label={t('portal.fireplace.ovenType')} required data={choices(labelled(ovenTypes, lang))} {...fieldWidth('long')} />
        <NativeSelect {...form.getInputProps('fuel')} label={t('portal.fireplace.fuel')} required data={choices(labelled(fuels, lang))} {...fieldWidth('long')} />
        {measure('maxPowerKw', t('portal.fireplace.maxPowerLabel'), 'kW')}
        {measure('dischargePressurePa', t('portal.fireplace.pressureLabel'), 'Pa')}
        <Checkbox {...form.getInputProps('guidelinesAccepted', { type: 'checkbox' })} label={t('portal.fireplace.guidelines')} aria-required />
      </FormSection>
    </FormLayout>
  );
}

/** A field's unit inside its right edge, in the hint colour, clear of the border. */
const Unit = ({ children }: { children: string }) => (
  <Text span size="sm" c="dimmed" aria-hidden>
    {children}
  </Text>
);
