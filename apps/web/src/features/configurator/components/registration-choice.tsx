import type { RegistrationListRow } from '@messeportal/domain';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventRegistrations } from '../../../api/get-event-registrations.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';

interface RegistrationChoiceProps {
  eventId: number;
  value: RegistrationListRow | null;
  onChange: (registration: RegistrationListRow | null) => void;
}

/**
 * The registration of the event a `be_registration` offer adds media and services to: the first 50 by company
 * that match the search (company, contact or e-mail); cancelled registrations take no more orders.
 */
export function RegistrationChoice({ eventId, value, onChange }: RegistrationChoiceProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const registrations = useEventRegistrations(eventId, debounced, useLocale());
  if (registrations.isPending) return <PageLoader />;
  if (registrations.isError) return <ErrorAlert error={registrations.error} />;

  const describe = (registration: RegistrationListRow) =>
    registration.hall || registration.standNr
      ? t('configurator.staff.registrationStand', { company: registration.companyName, hall: registration.hall || '–', standNr: registration.standNr || '–' })
      : registration.companyName;
  const list = registrations.data.registrations.filter((registration) => registration.state !== 'canceled');
  const shown = value && !list.some((registration) => registration.id === value.id) ? [value, ...list] : list;
  const options = shown.map((registration) => ({ value: String(registration.id), label: describe(registration) }));

  return (
    <Stack gap="xs">
      <TextInput type="search" label={t('configurator.staff.searchRegistration')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
      <NativeSelect
        label={t('configurator.staff.registration')}
        data={[{ value: '', label: t('configurator.staff.chooseRegistration') }, ...options]}
        value={value ? String(value.id) : ''}
        onChange={(event) => onChange(shown.find((registration) => String(registration.id) === event.currentTarget.value) ?? null)}
        description={shown.length === 0 ? t('configurator.staff.noRegistration') : undefined}
        withAsterisk
      />
    </Stack>
  );
}
