import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from '../i18n/ui-texts.ts';

interface PhoneFieldsProps {
  // The form's values are plain strings here; any form with these three (or two) keys fits.
  form: UseFormReturnType<Record<string, unknown>>;
  label: string;
  country: string;
  city?: string;
  direct: string;
  phoneCodes: { value: string; label: string }[];
  required?: boolean;
}

/**
 * A phone number split as the company data stores it: country code, area code (if any) and number, a fieldset
 * named by its legend ("Telefon"). The country code's select is wide enough for its longest entry ("+44
 * Vereinigtes Königreich"), never cut; all three labels are one line, so the inputs line up. On a phone the
 * select has its own row and area code and number share the next.
 */
export function PhoneFields({ form, label, country, city, direct, phoneCodes, required }: PhoneFieldsProps) {
  useUiTexts();
  const { t } = useTranslation();
  return (
    <Stack component="fieldset" gap={4} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} size="sm" p={0}>
        {label}
      </Text>
      <Group gap="xs" align="flex-start">
        <NativeSelect {...form.getInputProps(country)} label={t('ui.companyData.phoneCountry')} data={[{ value: '', label: '–' }, ...phoneCodes]} w="17rem" maw="100%" />
        <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: '1 1 14rem', minWidth: 0 }}>
          {city && <TextInput {...form.getInputProps(city)} label={t('ui.companyData.phoneCity')} w="6.5rem" style={{ flex: 'none' }} inputMode="numeric" autoComplete="off" />}
          <TextInput {...form.getInputProps(direct)} label={t('ui.companyData.phoneDirect')} required={required} style={{ flex: '1 1 8rem', minWidth: 0 }} inputMode="tel" />
        </Group>
      </Group>
    </Stack>
  );
}
