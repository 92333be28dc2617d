import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from './i18n/ui-texts.ts';
import classes from './filter-bar.module.css';

/** How long typing pauses before the list is searched: one call per word, not per key. */
const SEARCH_DEBOUNCE_MS = 300;

interface FilterBarProps {
  /** The list's search: searched once typing pauses, or at once on Enter. */
  search?: { value: string; label: string; placeholder?: string; onSearch: (search: string) => void };
  /** The filter pills (`FilterPill`), in the order a reader narrows a list. */
  children?: ReactNode;
  /** Shown while a filter or the search is set: takes every one away. */
  onClearAll?: () => void;
}

/**
 * The *Index* template's one bar (Polaris' IndexFilters) above the table, inside its card: the search field,
 * then a pill per filter (each opens its choice; a set one shows its value and can be removed), then "clear
 * filters" when anything is set.
 */
export function FilterBar({ search, children, onClearAll }: FilterBarProps) {
  useUiTexts();
  const { t } = useTranslation();
  return (
    <div className={classes.bar} role={search ? 'search' : 'group'} aria-label={t('ui.index.filters')}>
      {search && <SearchField {...search} />}
      <Group gap="xs" className={classes.pills}>
        {children}
        {onClearAll && (
          <Button variant="subtle" size="xs" onClick={onClearAll}>
            {t('ui.index.clearFilters')}
          </Button>
        )}
      </Group>
    </div>
  );
}

function SearchField({ value, label, placeholder, onSearch }: NonNullable<FilterBarProps['search']>) {
  const [text, setText] = useState(value);
  const [searched, setSearched] = useState(value);
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  // A search changed elsewhere ("clear filters", back in the history) shows in the field; what is typed stays.
  if (value !== searched) {
    setSearched(value);
    if (value !== text.trim()) setText(value);
  }
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      title={placeholder}
      leftSection={<IconSearch size={16} stroke={1.6} aria-hidden />}
      value={text}
      className={classes.search}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.flush();
      }}
    />
  );
}
