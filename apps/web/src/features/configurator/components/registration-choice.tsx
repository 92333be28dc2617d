import type { EventRegistration } from '@messeportal/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEventRegistrations } from '../../../api/get-event-registrations.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';

interface RegistrationChoiceProps {
  eventId: number;
  value: EventRegistration | null;
  onChange: (registration: EventRegistration | null) => void;
}

/** The registration of the event a `be_registration` offer adds media and services to. */
export function RegistrationChoice({ eventId, value, onChange }: RegistrationChoiceProps) {
  const { t } = useTranslation();
  const registrations = useEventRegistrations(eventId, useLocale());
  if (registrations.isPending) return <PageLoader />;
  if (registrations.isError) return <ErrorAlert error={registrations.error} />;

  const describe = (registration: EventRegistration) =>
    registration.hall || registration.standNr
      ? t('configurator.staff.registrationStand', { company: registration.companyName, hall: registration.hall || '–', standNr: registration.standNr || '–' })
      : registration.companyName;
  const list = registrations.data.registrations;
  const options = list.map((registration) => ({ value: String(registration.id), label: describe(registration) }));

  return (
    <NativeSelect
      label={t('configurator.staff.registration')}
      data={[{ value: '', label: t('configurator.staff.chooseRegistration') }, ...options]}
      value={value ? String(value.id) : ''}
      onChange={(event) => onChange(list.find((registration) => String(registration.id) === event.currentTarget.value) ?? null)}
      description={list.length === 0 ? t('configurator.staff.noRegistration') : undefined}
      withAsterisk
    />
  );
}
