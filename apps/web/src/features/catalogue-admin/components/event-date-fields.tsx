import { SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../ui/section.tsx';
import type { EventFormValues } from '../model/event-form.ts';

/** The fair's days and its deadlines, typed in the organiser's time zone whatever the browser's. */
export function EventDateFields({ form, timeZone, readOnly }: { form: UseFormReturnType<EventFormValues>; timeZone: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const field = (name: keyof EventFormValues, type: 'date' | 'datetime-local') => ({
    ...form.getInputProps(name),
    type,
    label: t(`catalogueAdmin.eventForm.${name}` as 'catalogueAdmin.eventForm.startsAt'),
    readOnly,
  });
  return (
    <>
      <Section title={t('catalogueAdmin.eventForm.dates')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...field('startsAt', 'date')} required />
          <TextInput {...field('endsAt', 'date')} required />
        </SimpleGrid>
      </Section>
      <Section title={t('catalogueAdmin.eventForm.deadlines')}>
        <Text size="sm" c="dimmed">
          {t('catalogueAdmin.eventForm.timeZone', { timeZone })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...field('registrationEndsAt', 'datetime-local')} description={t('catalogueAdmin.eventForm.registrationHint')} required />
          <TextInput {...field('earlyBookerEndsAt', 'datetime-local')} description={t('catalogueAdmin.eventForm.earlyHint')} />
          <TextInput {...field('printEndsAt', 'datetime-local')} required />
          <TextInput {...field('techEndsAt', 'datetime-local')} required />
        </SimpleGrid>
      </Section>
    </>
  );
}
