import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before the list is searched: one call per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The offers search by company or title; searches once typing pauses, or at once on Enter. */
export function OfferSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label={t('backoffice.offers.search')}
      description={t('backoffice.offers.searchHint')}
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
