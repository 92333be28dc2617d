import { labelled, REGISTRATION_STATES, standTypes } from '@messeportal/domain';
import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import type { RegistrationFilter, RegistrationListQuery } from '../model/registration-list-query.ts';

interface RegistrationFiltersProps {
  query: RegistrationListQuery;
  /** The halls the event's registrations are in. */
  halls: readonly string[];
  onFilter: (filter: RegistrationFilter, value: string) => void;
}

/** The list's filters, each "all" or one value; a change applies at once and starts at page 1. */
export function RegistrationFilters({ query, halls, onFilter }: RegistrationFiltersProps) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const any = { value: '', label: t('backoffice.desk.any') };
  const yesNo = [any, { value: 'yes', label: t('backoffice.desk.yes') }, { value: 'no', label: t('backoffice.desk.no') }];
  const select = (filter: RegistrationFilter, data: { value: string; label: string }[]) => (
    <NativeSelect
      label={t(`backoffice.desk.filter.${filter}`)}
      data={data}
      value={query[filter] ?? ''}
      onChange={(event) => onFilter(filter, event.currentTarget.value)}
      w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 180 }}
    />
  );
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('backoffice.desk.filters')}>
      {select('state', [any, ...REGISTRATION_STATES.map((state) => ({ value: state, label: t(`backoffice.desk.states.${state}`) }))])}
      {select('confirmed', yesNo)}
      {select('standType', [any, ...labelled(standTypes, lang).map((type) => ({ value: type.id, label: type.label }))])}
      {select('hall', [any, ...halls.map((hall) => ({ value: hall, label: hall }))])}
      {select('openServices', yesNo)}
    </Group>
  );
}
