import type { CompanyOption } from '@messeportal/domain';
import { Alert, Radio, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useCompanies } from '../api/get-companies.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';

/** How long typing pauses before the company search asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

interface CompanyChoiceProps {
  value: CompanyOption | null;
  onChange: (company: CompanyOption) => void;
}

/** The customer of a `be_company` offer: a search by name and the matches (at most 20) to choose from. */
export function CompanyChoice({ value, onChange }: CompanyChoiceProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const companies = useCompanies(debounced, useLocale());
  const matches = companies.data ?? [];
  // The chosen company stays in view while the search looks for others.
  const shown = value && !matches.some((match) => match.id === value.id) ? [value, ...matches] : matches;

  return (
    <Stack gap="sm">
      <TextInput label={t('configurator.staff.companySearch')} type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
      {companies.isError && <ErrorAlert error={companies.error} />}
      {companies.isSuccess && matches.length === 0 && (
        <Alert color={TONE_COLORS.info} variant="light">
          {t('configurator.staff.noCompany')}
        </Alert>
      )}
      {shown.length > 0 && (
        <Radio.Group
          label={t('configurator.staff.company')}
          value={value ? String(value.id) : null}
          onChange={(id) => {
            const company = shown.find((match) => String(match.id) === id);
            if (company) onChange(company);
          }}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {shown.map((company) => (
              <Radio key={company.id} value={String(company.id)} label={company.city ? `${company.name}, ${company.city}` : company.name} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
