import { Group, NativeSelect, TextInput } from '@mantine/core';
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

/** A phone number split as the company data stores it: country code, area code (if any) and number. */
export function PhoneFields({ form, label, country, city, direct, phoneCodes, required }: PhoneFieldsProps) {
  useUiTexts();
  const { t } = useTranslation();
  return (
    // The number wraps below the codes where the row is too narrow for all three (a phone held upright).
    <Group component="fieldset" gap="xs" align="flex-start" style={{ border: 0, padding: 0, margin: 0 }}>
      <NativeSelect {...form.getInputProps(country)} label={`${label}: ${t('ui.companyData.phoneCountry')}`} data={[{ value: '', label: '–' }, ...phoneCodes]} w={150} />
      {city && <TextInput {...form.getInputProps(city)} label={t('ui.companyData.phoneCity')} w={110} inputMode="numeric" />}
      <TextInput {...form.getInputProps(direct)} label={t('ui.companyData.phoneDirect')} required={required} style={{ flex: '1 1 10rem' }} />
    </Group>
  );
}
