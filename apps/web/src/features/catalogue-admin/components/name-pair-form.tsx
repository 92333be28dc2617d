import { Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { FormButtons } from './form-buttons.tsx';

export interface NamePair {
  nameDe: string;
  nameEn: string;
}

interface NamePairFormProps {
  title: string;
  initial: NamePair;
  schema: z.ZodType;
  saveLabel: string;
  saving: boolean;
  save: (input: NamePair, handlers: { onError: (error: unknown) => void; onSuccess: () => void }) => void;
  /** Renaming can be cancelled; the form for a new row stays. */
  onCancel?: () => void;
}

/** A row that is only a name in German and English (product group, media group): add or rename it. */
export function NamePairForm({ title, initial, schema, saveLabel, saving, save, onCancel }: NamePairFormProps) {
  const { t } = useTranslation();
  const form = useForm<NamePair>({ initialValues: initial });
  const submit = useEditFormSubmit<NamePair>({
    schema,
    fields: ['nameDe', 'nameEn'],
    setErrors: form.setErrors,
    save: (input, handlers) => save(input, { ...handlers, onSuccess: () => (onCancel ? onCancel() : form.reset()) }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput {...form.getInputProps('nameDe')} label={t('catalogueAdmin.common.nameDe')} required maxLength={200} lang="de" miw={200} />
          <TextInput {...form.getInputProps('nameEn')} label={t('catalogueAdmin.common.nameEn')} required maxLength={200} lang="en" miw={200} />
        </Group>
        <FormButtons saveLabel={saveLabel} saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
