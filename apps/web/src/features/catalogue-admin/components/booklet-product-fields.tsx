import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { BookletItemFormValues } from '../model/booklet-item-form.ts';
import { GalleryField } from './gallery-field.tsx';
import { ImageField } from './image-field.tsx';
import { useDefinitions } from './use-definitions.ts';

/** The product part of a booklet item of type product: its own name and text, its input, image and gallery. */
export function BookletProductFields({ form }: { form: UseFormReturnType<BookletItemFormValues> }) {
  const { t } = useTranslation();
  const productTypes = useDefinitions('productTypes');
  const values = form.getValues();
  const hint = t('catalogueAdmin.booklet.productNameHint');
  return (
    <Fieldset legend={t('catalogueAdmin.booklet.product')} variant="filled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select {...form.getInputProps('productType')} label={t('catalogueAdmin.booklet.productType')} data={productTypes.options} allowDeselect={false} required />
          <div />
          <TextInput {...form.getInputProps('productNameDe')} label={t('catalogueAdmin.booklet.productNameDe')} description={hint} maxLength={200} lang="de" />
          <TextInput {...form.getInputProps('productNameEn')} label={t('catalogueAdmin.booklet.productNameEn')} description={hint} maxLength={200} lang="en" />
          <Textarea {...form.getInputProps('productDescriptionDe')} label={t('catalogueAdmin.booklet.productDescriptionDe')} autosize minRows={2} maxLength={4000} lang="de" />
          <Textarea {...form.getInputProps('productDescriptionEn')} label={t('catalogueAdmin.booklet.productDescriptionEn')} autosize minRows={2} maxLength={4000} lang="en" />
        </SimpleGrid>
        <ImageField
          label={t('catalogueAdmin.media.image')}
          name={values.titleDe || t('catalogueAdmin.booklet.product')}
          value={values.image}
          onChange={(image) => form.setFieldValue('image', image)}
          error={form.errors.image}
        />
        <GalleryField value={values.gallery} onChange={(gallery) => form.setFieldValue('gallery', gallery)} error={form.errors.gallery} />
      </Stack>
    </Fieldset>
  );
}
