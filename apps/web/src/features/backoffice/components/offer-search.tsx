import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before the list is searched: one call per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ListSearchProps {
  value: string;
  onSearch: (search: string) => void;
  /** Label and hint of the field; by default the offers search's (company or title). */
  label?: string;
  hint?: string;
}

/** A list's search (by default the offers' by company or title); searches once typing pauses, or at once on Enter. */
export function OfferSearch({ value, onSearch, label, hint }: ListSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label={label ?? t('backoffice.offers.search')}
      description={hint ?? t('backoffice.offers.searchHint')}
      value={text}
      maw={420}
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
