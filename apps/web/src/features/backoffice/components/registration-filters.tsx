import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../ui/filter-bar.tsx';
import { FilterPill } from '../../../ui/filter-bar-pill.tsx';
import type { RegistrationFilter, RegistrationListQuery } from '../model/registration-list-query.ts';

interface RegistrationFiltersProps {
  query: RegistrationListQuery;
  /** The halls the event's registrations are in. */
  halls: readonly string[];
  /** The event's stand types (its stand configs), named in the app's language. */
  standTypes: readonly { id: number; name: string }[];
  onFilter: (filter: RegistrationFilter | 'search', value: string) => void;
  onClearAll: () => void;
}

/** The list's bar: the search and a pill per filter (the state is the views'); a change applies at once and starts at page 1. */
export function RegistrationFilters({ query, halls, standTypes, onFilter, onClearAll }: RegistrationFiltersProps) {
  const { t } = useTranslation();
  const yesNo = [
    { value: 'yes', label: t('backoffice.desk.yes') },
    { value: 'no', label: t('backoffice.desk.no') },
  ];
  const pill = (filter: Exclude<RegistrationFilter, 'state'>, options: { value: string; label: string }[]) => {
    const value = query[filter] === undefined ? undefined : String(query[filter]);
    return (
      <FilterPill
        key={filter}
        name={t(`backoffice.desk.filter.${filter}`)}
        options={options}
        value={value}
        shown={options.find((option) => option.value === value)?.label ?? value}
        onChoose={(chosen) => onFilter(filter, chosen)}
        onRemove={() => onFilter(filter, '')}
      />
    );
  };
  const filtered = Boolean(query.search || query.confirmed || query.standType || query.hall || query.openServices);
  return (
    <FilterBar
      search={{ value: query.search, label: t('backoffice.desk.search'), placeholder: t('backoffice.desk.searchHint'), onSearch: (search) => onFilter('search', search) }}
      onClearAll={filtered ? onClearAll : undefined}
    >
      {pill('confirmed', yesNo)}
      {pill(
        'standType',
        standTypes.map((type) => ({ value: String(type.id), label: type.name })),
      )}
      {pill(
        'hall',
        halls.map((hall) => ({ value: hall, label: hall })),
      )}
      {pill('openServices', yesNo)}
    </FilterBar>
  );
}
