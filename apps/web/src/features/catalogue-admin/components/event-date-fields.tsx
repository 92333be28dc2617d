import { SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField, DateTimeField } from '../../../ui/date-field.tsx';
import { Section } from '../../../ui/section.tsx';
import type { EventFormValues } from '../model/event-form.ts';

/** The fair's days and its deadlines, typed in the organiser's time zone whatever the browser's. */
export function EventDateFields({ form, timeZone, readOnly }: { form: UseFormReturnType<EventFormValues>; timeZone: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const field = (name: keyof EventFormValues) => ({
    ...form.getInputProps(name),
    label: t(`catalogueAdmin.eventForm.${name}` as 'catalogueAdmin.eventForm.startsAt'),
    readOnly,
  });
  return (
    <>
      <Section title={t('catalogueAdmin.eventForm.dates')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField {...field('startsAt')} required />
          <DateField {...field('endsAt')} required />
        </SimpleGrid>
      </Section>
      <Section title={t('catalogueAdmin.eventForm.deadlines')}>
        <Text size="sm" c="dimmed">
          {t('catalogueAdmin.eventForm.timeZone', { timeZone })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField {...field('registrationOpensOn')} description={t('catalogueAdmin.eventForm.registrationOpensHint')} />
          <DateTimeField {...field('registrationEndsAt')} description={t('catalogueAdmin.eventForm.registrationHint')} required />
          <DateTimeField {...field('earlyBookerEndsAt')} description={t('catalogueAdmin.eventForm.earlyHint')} />
          <DateTimeField {...field('printEndsAt')} required />
          <DateTimeField {...field('techEndsAt')} required />
        </SimpleGrid>
      </Section>
    </>
  );
}
