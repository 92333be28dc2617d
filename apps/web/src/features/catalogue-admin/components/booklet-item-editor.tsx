import { BOOKLET_TABS, bookletItemInputSchema, BookletItemType, type AdminBookletGroup, type AdminBookletItem, type BookletItemInput } from '@messeportal/domain';
import { Checkbox, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import type { FieldErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useSaveBookletItem } from '../api/booklet.ts';
import { BOOKLET_ITEM_FIELDS, bookletItemFormValues, bookletItemInput, ordersSomething, productFieldOf, takesAmount, type BookletItemFormValues } from '../model/booklet-item-form.ts';
import { titleIn } from '../model/names.ts';
import { BookletProductFields } from './booklet-product-fields.tsx';
import { BillingNumberSelect } from './billing-number-select.tsx';
import { FormButtons } from './form-buttons.tsx';
import { MoneyInput } from './money-input.tsx';
import { useDefinitions } from './use-definitions.ts';

interface BookletItemEditorProps {
  eventId: number;
  groups: AdminBookletGroup[];
  item: AdminBookletItem | null;
  /** The group a new item goes into. */
  groupId: number;
  onDone: () => void;
}

/** Errors of the input's shape on the form's fields: the product part is flat, the images are picked objects. */
const formErrors = (errors: FieldErrors): FieldErrors => {
  const result: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = productFieldOf[key] ?? (key === 'imageFileId' ? 'image' : key.startsWith('galleryFileIds') ? 'gallery' : key === 'product' ? 'productType' : key);
    result[field] ??= message;
  }
  return result;
};

/** Every field of a booklet item; what the chosen type cannot have is not shown (and not sent). */
export function BookletItemEditor({ eventId, groups, item, groupId, onDone }: BookletItemEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = langOf(locale);
  const save = useSaveBookletItem(eventId, locale);
  const [itemTypes, units, calculations] = [useDefinitions('itemTypes'), useDefinitions('units'), useDefinitions('priceCalculations')];
  const form = useForm<BookletItemFormValues>({ initialValues: bookletItemFormValues(item, groupId) });
  const values = form.getValues();
  const submit = useEditFormSubmit<BookletItemInput>({
    schema: bookletItemInputSchema,
    fields: [...BOOKLET_ITEM_FIELDS, ...Object.keys(productFieldOf)],
    setErrors: (errors) => form.setErrors(formErrors(errors)),
    save: (input, handlers) =>
      save.mutate(
        { id: item?.id ?? null, input: item && input.groupId === item.groupId ? { ...input, sort: item.sort } : input },
        {
          ...handlers,
          onSuccess: ({ item: saved }) => {
            notifySuccess(t('catalogueAdmin.common.saved', { name: titleIn(saved, lang) }));
            onDone();
          },
        },
      ),
  });
  const group = groups.find((candidate) => String(candidate.id) === values.groupId);
  const title = item ? t('catalogueAdmin.booklet.itemEditTitle', { name: titleIn(item, lang) }) : t('catalogueAdmin.booklet.newItemIn', { name: group ? titleIn(group, lang) : '' });
  const priced = ordersSomething(values);

  return (
    <Section title={title}>
      <form noValidate onSubmit={form.onSubmit((formValues) => submit(bookletItemInput(formValues)))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select {...form.getInputProps('groupId')} label={t('catalogueAdmin.booklet.group')} data={groups.map((option) => ({ value: String(option.id), label: titleIn(option, lang) }))} allowDeselect={false} required />
            <Select {...form.getInputProps('itemType')} label={t('catalogueAdmin.booklet.itemType')} data={itemTypes.options} allowDeselect={false} required />
            <TextInput {...form.getInputProps('titleDe')} label={t('catalogueAdmin.common.titleDe')} required maxLength={200} lang="de" />
            <TextInput {...form.getInputProps('titleEn')} label={t('catalogueAdmin.common.titleEn')} required maxLength={200} lang="en" />
            <Textarea {...form.getInputProps('descriptionDe')} label={t('catalogueAdmin.common.descriptionDe')} autosize minRows={2} maxLength={8000} lang="de" />
            <Textarea {...form.getInputProps('descriptionEn')} label={t('catalogueAdmin.common.descriptionEn')} autosize minRows={2} maxLength={8000} lang="en" />
          </SimpleGrid>
          {priced ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <MoneyInput {...form.getInputProps('price')} label={t('catalogueAdmin.booklet.price')} required />
              <Select {...form.getInputProps('unit')} label={t('catalogueAdmin.booklet.unit')} data={units.options} allowDeselect={false} required />
              {takesAmount(values) && (
                <Select
                  {...form.getInputProps('priceCalculation')}
                  label={t('catalogueAdmin.booklet.priceCalculation')}
                  description={t('catalogueAdmin.booklet.qmHint')}
                  data={calculations.options}
                  allowDeselect={false}
                />
              )}
              <BillingNumberSelect {...form.getInputProps('billingNumber')} />
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {t('catalogueAdmin.booklet.noPrice')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select {...form.getInputProps('tab')} label={t('catalogueAdmin.booklet.tab')} data={BOOKLET_TABS.map((tab) => ({ value: String(tab), label: t(`catalogueAdmin.booklet.tabs.${tab}`) }))} allowDeselect={false} />
            <Stack gap="xs" justify="flex-end">
              <Checkbox {...form.getInputProps('isMandatory', { type: 'checkbox' })} label={t('catalogueAdmin.booklet.isMandatory')} />
              <Checkbox {...form.getInputProps('isConfigurator', { type: 'checkbox' })} label={t('catalogueAdmin.booklet.isConfigurator')} />
            </Stack>
          </SimpleGrid>
          {Number(values.itemType) === BookletItemType.product && <BookletProductFields form={form} />}
          <FormButtons saveLabel={t('catalogueAdmin.booklet.itemSave')} saving={save.isPending} onCancel={onDone} />
        </Stack>
      </form>
    </Section>
  );
}
