import type { Option } from '@messeportal/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePersonalField } from './use-personal-field.ts';

interface PersonalAddressFieldsProps {
  /** The main address, or the different invoice address with its own name and VAT ID. */
  section: 'address' | 'addressInvoice';
  countries: Option[];
}

/** An address of a new exhibitor (SPEC §3 personal.address / personal.addressInvoice). */
export function PersonalAddressFields({ section, countries }: PersonalAddressFieldsProps) {
  const { t } = useTranslation();
  const field = usePersonalField();
  const country = field(section, 'country');
  const invoice = section === 'addressInvoice';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {invoice && <TextInput {...field('addressInvoice', 'name')} label={t('configurator.personal.invoiceName')} withAsterisk />}
      <TextInput {...field(section, 'nameExtra')} label={t('configurator.personal.nameExtra')} />
      <TextInput {...field(section, 'street')} label={t('configurator.personal.street')} autoComplete="street-address" withAsterisk />
      <TextInput {...field(section, 'zip')} label={t('configurator.personal.zip')} autoComplete="postal-code" withAsterisk />
      <TextInput {...field(section, 'city')} label={t('configurator.personal.city')} autoComplete="address-level2" withAsterisk />
      <NativeSelect
        label={t('configurator.personal.country')}
        data={[{ value: '', label: t('configurator.personal.choose') }, ...countries.map((option) => ({ value: String(option.id), label: option.label }))]}
        {...country}
        withAsterisk
      />
      {invoice ? (
        <TextInput {...field('addressInvoice', 'ustid')} label={t('configurator.personal.ustid')} />
      ) : (
        <TextInput {...field('address', 'email')} label={t('configurator.personal.addressEmail')} type="email" />
      )}
    </SimpleGrid>
  );
}
