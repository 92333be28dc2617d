import { REGISTRATION_STATES } from '@messeportal/domain';
import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationFilter, RegistrationListQuery } from '../model/registration-list-query.ts';

interface RegistrationFiltersProps {
  query: RegistrationListQuery;
  /** The halls the event's registrations are in. */
  halls: readonly string[];
  /** The event's stand types (its stand configs), named in the app's language. */
  standTypes: readonly { id: number; name: string }[];
  onFilter: (filter: RegistrationFilter, value: string) => void;
}

/** The list's filters, each "all" or one value; a change applies at once and starts at page 1. */
export function RegistrationFilters({ query, halls, standTypes, onFilter }: RegistrationFiltersProps) {
  const { t } = useTranslation();
  const any = { value: '', label: t('backoffice.desk.any') };
  const yesNo = [any, { value: 'yes', label: t('backoffice.desk.yes') }, { value: 'no', label: t('backoffice.desk.no') }];
  const select = (filter: RegistrationFilter, data: { value: string; label: string }[]) => (
    <NativeSelect
      label={t(`backoffice.desk.filter.${filter}`)}
      data={data}
      value={String(query[filter] ?? '')}
      onChange={(event) => onFilter(filter, event.currentTarget.value)}
      w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 180 }}
    />
  );
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('backoffice.desk.filters')}>
      {select('state', [any, ...REGISTRATION_STATES.map((state) => ({ value: state, label: t(`backoffice.desk.states.${state}`) }))])}
      {select('confirmed', yesNo)}
      {select('standType', [any, ...standTypes.map((type) => ({ value: String(type.id), label: type.name }))])}
      {select('hall', [any, ...halls.map((hall) => ({ value: hall, label: hall }))])}
      {select('openServices', yesNo)}
    </Group>
  );
}
