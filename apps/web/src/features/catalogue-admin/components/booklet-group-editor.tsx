import { BookletGroupType, bookletGroupInputSchema, type AdminBookletGroup, type BookletGroupInput } from '@messeportal/domain';
import { SimpleGrid, Stack, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useSaveBookletGroup } from '../api/booklet.ts';
import { titleIn } from '../model/names.ts';
import { FormButtons } from './form-buttons.tsx';
import { useDefinitions } from './use-definitions.ts';

type Values = { titleDe: string; titleEn: string; groupType: string };

/** A booklet group's titles and how it shows: neutral, boxed or expandable. */
export function BookletGroupEditor({ eventId, group, onDone }: { eventId: number; group: AdminBookletGroup | null; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = langOf(locale);
  const save = useSaveBookletGroup(eventId, locale);
  const groupTypes = useDefinitions('groupTypes');
  const form = useForm<Values>({ initialValues: { titleDe: group?.titleDe ?? '', titleEn: group?.titleEn ?? '', groupType: String(group?.groupType ?? BookletGroupType.neutral) } });
  const submit = useEditFormSubmit<BookletGroupInput>({
    schema: bookletGroupInputSchema,
    fields: ['titleDe', 'titleEn', 'groupType'],
    setErrors: form.setErrors,
    save: (input, handlers) =>
      save.mutate(
        { id: group?.id ?? null, input: group ? { ...input, sort: group.sort } : input },
        {
          ...handlers,
          onSuccess: ({ group: saved }) => {
            notifySuccess(t('catalogueAdmin.common.saved', { name: titleIn(saved, lang) }));
            onDone();
          },
        },
      ),
  });
  const title = group ? t('catalogueAdmin.booklet.groupEditTitle', { name: titleIn(group, lang) }) : t('catalogueAdmin.booklet.newGroup');

  return (
    <Section title={title}>
      <form noValidate onSubmit={form.onSubmit((values) => submit({ ...values, groupType: Number(values.groupType) as BookletGroupInput['groupType'] }))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput {...form.getInputProps('titleDe')} label={t('catalogueAdmin.common.titleDe')} required maxLength={200} lang="de" />
            <TextInput {...form.getInputProps('titleEn')} label={t('catalogueAdmin.common.titleEn')} required maxLength={200} lang="en" />
            <Select {...form.getInputProps('groupType')} label={t('catalogueAdmin.booklet.groupType')} data={groupTypes.options} allowDeselect={false} required />
          </SimpleGrid>
          <FormButtons saveLabel={t('catalogueAdmin.booklet.groupSave')} saving={save.isPending} onCancel={onDone} />
        </Stack>
      </form>
    </Section>
  );
}
