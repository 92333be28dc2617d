import { mediumInputSchema, type AdminMediaGroup, type AdminMedium, type MediumInput } from '@messeportal/domain';
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useSaveMedium } from '../api/media.ts';
import { MEDIUM_FIELDS, mediumFormValues, mediumInput, type MediumFormValues } from '../model/medium-form.ts';
import { nameIn } from '../model/names.ts';
import { BillingNumberSelect } from './billing-number-select.tsx';
import { FormButtons } from './form-buttons.tsx';
import { ImageField } from './image-field.tsx';
import { MoneyInput } from './money-input.tsx';

interface MediumEditorProps {
  eventId: number;
  groups: AdminMediaGroup[];
  /** null: a new medium. */
  medium: AdminMedium | null;
  onDone: () => void;
}

/** Every field of a medium, its image uploaded at once; the stock may not fall below what is sold. */
export function MediumEditor({ eventId, groups, medium, onDone }: MediumEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = langOf(locale);
  const save = useSaveMedium(eventId, locale);
  const form = useForm<MediumFormValues>({ initialValues: mediumFormValues(medium, groups[0]?.id) });
  const submit = useEditFormSubmit<MediumInput>({
    schema: mediumInputSchema,
    fields: MEDIUM_FIELDS,
    setErrors: (errors) => form.setErrors({ ...errors, image: errors.imageFileId }),
    save: (input, handlers) =>
      save.mutate(
        // A change keeps the medium's place.
        { id: medium?.id ?? null, input: medium ? { ...input, sort: medium.sort } : input },
        {
          ...handlers,
          onSuccess: ({ medium: saved }) => {
            notifySuccess(t('catalogueAdmin.common.saved', { name: nameIn(saved, lang) }));
            onDone();
          },
        },
      ),
  });
  const sold = medium?.sold ?? 0;
  const text = (name: 'nameDe' | 'nameEn' | 'formatDe' | 'formatEn', label: string) => ({
    ...form.getInputProps(name),
    label,
    maxLength: 200,
    lang: name.endsWith('De') ? 'de' : 'en',
  });
  const title = medium ? t('catalogueAdmin.media.editTitle', { name: nameIn(medium, lang) }) : t('catalogueAdmin.media.new');

  return (
    <Section title={title}>
      <form noValidate onSubmit={form.onSubmit((values) => submit(mediumInput(values)))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              {...form.getInputProps('mediaGroupId')}
              label={t('catalogueAdmin.media.mediaGroup')}
              data={groups.map((group) => ({ value: String(group.id), label: nameIn(group, lang) }))}
              allowDeselect={false}
              required
            />
            <div />
            <TextInput {...text('nameDe', t('catalogueAdmin.common.nameDe'))} required />
            <TextInput {...text('nameEn', t('catalogueAdmin.common.nameEn'))} required />
            <TextInput {...text('formatDe', t('catalogueAdmin.media.formatDe'))} />
            <TextInput {...text('formatEn', t('catalogueAdmin.media.formatEn'))} />
            <Textarea {...form.getInputProps('descriptionDe')} label={t('catalogueAdmin.common.descriptionDe')} autosize minRows={2} maxLength={4000} lang="de" />
            <Textarea {...form.getInputProps('descriptionEn')} label={t('catalogueAdmin.common.descriptionEn')} autosize minRows={2} maxLength={4000} lang="en" />
            <MoneyInput {...form.getInputProps('price')} label={t('catalogueAdmin.media.price')} required />
            <MoneyInput {...form.getInputProps('priceEarly')} label={t('catalogueAdmin.media.priceEarly')} description={t('catalogueAdmin.media.priceEarlyHint')} />
            <NumberInput
              {...form.getInputProps('stock')}
              label={t('catalogueAdmin.media.stock')}
              description={t('catalogueAdmin.media.stockHint', { sold })}
              min={sold}
              max={100_000}
              allowDecimal={false}
              allowNegative={false}
              required
            />
            <BillingNumberSelect {...form.getInputProps('billingNumber')} />
          </SimpleGrid>
          <Checkbox {...form.getInputProps('isActive', { type: 'checkbox' })} label={t('catalogueAdmin.media.isActive')} />
          <Checkbox {...form.getInputProps('isConfigurator', { type: 'checkbox' })} label={t('catalogueAdmin.media.isConfigurator')} />
          <ImageField
            label={t('catalogueAdmin.media.image')}
            name={form.getValues().nameDe || t('catalogueAdmin.media.image')}
            value={form.getValues().image}
            onChange={(image) => form.setFieldValue('image', image)}
            error={form.errors.image}
          />
          <FormButtons saveLabel={t('catalogueAdmin.media.save')} saving={save.isPending} onCancel={onDone} />
        </Stack>
      </form>
    </Section>
  );
}
