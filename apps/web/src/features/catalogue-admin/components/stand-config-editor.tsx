import { standConfigInputSchema, type AdminStandConfig, type StandConfigInput } from '@messeportal/domain';
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useSaveStandConfig } from '../api/stand-configs.ts';
import { nameIn } from '../model/names.ts';
import { standConfigFields, standConfigFormValues, standConfigInput, type StandConfigFormValues } from '../model/stand-config-form.ts';
import { BillingNumberSelect } from './billing-number-select.tsx';
import { FormButtons } from './form-buttons.tsx';
import { LivePriceTable } from './live-price-table.tsx';
import { PriceRulesEditor } from './price-rules-editor.tsx';
import { useDefinitions } from './use-definitions.ts';

interface StandConfigEditorProps {
  eventId: number;
  currency: string;
  /** null: a new stand type. */
  config: AdminStandConfig | null;
  onDone: () => void;
}

/** A stand type's form with its price positions, and beside it (below on a phone) the price it makes for a size. */
export function StandConfigEditor({ eventId, currency, config, onDone }: StandConfigEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveStandConfig(eventId, locale);
  const standTypes = useDefinitions('standTypes');
  const form = useForm<StandConfigFormValues>({ initialValues: standConfigFormValues(config) });
  const values = form.getValues();
  const submit = useEditFormSubmit<StandConfigInput>({
    schema: standConfigInputSchema,
    fields: standConfigFields(values),
    setErrors: form.setErrors,
    save: (input, handlers) =>
      save.mutate(
        { id: config?.id ?? null, input },
        {
          ...handlers,
          onSuccess: ({ standConfig }) => {
            notifySuccess(t('catalogueAdmin.common.saved', { name: nameIn(standConfig, langOf(locale)) }));
            onDone();
          },
        },
      ),
  });
  const title = config ? t('catalogueAdmin.stands.editTitle', { name: nameIn(config, langOf(locale)) }) : t('catalogueAdmin.stands.new');

  return (
    <Section title={title}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <form noValidate onSubmit={form.onSubmit((formValues) => submit(standConfigInput(formValues)))}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput {...form.getInputProps('nameDe')} label={t('catalogueAdmin.common.nameDe')} required maxLength={200} lang="de" />
              <TextInput {...form.getInputProps('nameEn')} label={t('catalogueAdmin.common.nameEn')} required maxLength={200} lang="en" />
              <Select {...form.getInputProps('standType')} label={t('catalogueAdmin.stands.standType')} data={standTypes.options} allowDeselect={false} required />
              <NumberInput {...form.getInputProps('sort')} label={t('catalogueAdmin.common.sort')} description={t('catalogueAdmin.common.sortHint')} min={0} allowDecimal={false} />
              <NumberInput {...form.getInputProps('qmMin')} label={t('catalogueAdmin.stands.qmMin')} required min={0} allowDecimal={false} />
              <NumberInput {...form.getInputProps('qmMax')} label={t('catalogueAdmin.stands.qmMax')} required min={0} allowDecimal={false} />
              <BillingNumberSelect {...form.getInputProps('billingNumber')} />
            </SimpleGrid>
            <Checkbox {...form.getInputProps('isOrderable', { type: 'checkbox' })} label={t('catalogueAdmin.stands.isOrderable')} />
            <PriceRulesEditor form={form} />
            <FormButtons saveLabel={t('catalogueAdmin.stands.save')} saving={save.isPending} onCancel={onDone} />
          </Stack>
        </form>
        <LivePriceTable rules={values.priceRules} qmMin={values.qmMin} qmMax={values.qmMax} currency={currency} />
      </SimpleGrid>
    </Section>
  );
}
