import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField, DateTimeField } from '../../../ui/date-field.tsx';
import { FormSection } from '../../../ui/form-layout.tsx';
import { fieldWidth } from '../../../ui/form-widths.ts';
import type { EventFormValues } from '../model/event-form.ts';

/** The fair's days and its deadlines as sections of the event's form, typed in the organiser's time zone whatever the browser's. */
export function EventDateFields({ form, timeZone, readOnly }: { form: UseFormReturnType<EventFormValues>; timeZone: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const field = (name: keyof EventFormValues) => ({
    ...form.getInputProps(name),
    label: t(`catalogueAdmin.eventForm.${name}` as 'catalogueAdmin.eventForm.startsAt'),
    readOnly,
    ...fieldWidth('medium'),
  });
  return (
    <>
      <FormSection title={t('catalogueAdmin.eventForm.dates')}>
        <DateField {...field('startsAt')} required />
        <DateField {...field('endsAt')} required />
      </FormSection>
      <FormSection title={t('catalogueAdmin.eventForm.deadlines')} description={t('catalogueAdmin.eventForm.timeZone', { timeZone })}>
        <DateField {...field('registrationOpensOn')} description={t('catalogueAdmin.eventForm.registrationOpensHint')} />
        <DateTimeField {...field('registrationEndsAt')} description={t('catalogueAdmin.eventForm.registrationHint')} required />
        <DateTimeField {...field('earlyBookerEndsAt')} description={t('catalogueAdmin.eventForm.earlyHint')} />
        <DateTimeField {...field('printEndsAt')} required />
        <DateTimeField {...field('techEndsAt')} required />
      </FormSection>
    </>
  );
}
