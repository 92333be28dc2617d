import type { AddressDataInput, PortalAddress } from '@messeportal/domain';
import { Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from '../i18n/ui-texts.ts';
import { useReferenceOptions } from './reference-options.ts';

export type AddressValues = Omit<Required<AddressDataInput>, 'id'>;
/** The fields of addressDataSchema, for the server's errors under them. */
export const ADDRESS_FIELDS = ['name', 'nameExtra', 'street', 'zip', 'city', 'country', 'email', 'ustid', 'buyerReference', 'isMain', 'isInvoice'] as const;

export const addressValues = (address: PortalAddress | undefined): AddressValues => ({
  name: address?.name ?? '',
  nameExtra: address?.nameExtra ?? '',
  street: address?.street ?? '',
  zip: address?.zip ?? '',
  city: address?.city ?? '',
  country: address?.country ?? '',
  email: address?.email ?? '',
  ustid: address?.ustid ?? '',
  buyerReference: address?.buyerReference ?? '',
  isMain: address?.isMain ?? false,
  isInvoice: address?.isInvoice ?? false,
});

interface AddressFieldsProps {
  form: UseFormReturnType<AddressValues>;
  /** What marking the main and the invoice address does, in the reader's words; without, the flags are not asked (a new company's first address is its main one). */
  hints?: { isMain: string; isInvoice: string };
  /** The main address keeps its flag: it moves only by marking another address. */
  isMainFixed?: boolean;
}

/** An address's fields (SPEC §3 Address) as the exhibitor's portal and staff's back office edit them. */
export function AddressFields({ form, hints, isMainFixed }: AddressFieldsProps) {
  useUiTexts();
  const { t } = useTranslation();
  const options = useReferenceOptions();
  return (
    <>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...form.getInputProps('name')} label={t('ui.companyData.addressName')} required maxLength={200} />
          <TextInput {...form.getInputProps('nameExtra')} label={t('ui.companyData.nameExtra')} maxLength={200} />
          <TextInput {...form.getInputProps('street')} label={t('ui.companyData.street')} required maxLength={200} />
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput {...form.getInputProps('zip')} label={t('ui.companyData.zip')} required maxLength={20} w={110} />
            <TextInput {...form.getInputProps('city')} label={t('ui.companyData.city')} required maxLength={200} style={{ flex: 1 }} />
          </Group>
          <NativeSelect {...form.getInputProps('country')} label={t('ui.companyData.country')} data={[{ value: '', label: t('ui.companyData.choose') }, ...options('countries')]} required />
          <TextInput {...form.getInputProps('email')} label={t('ui.companyData.email')} type="email" />
          <TextInput {...form.getInputProps('ustid')} label={t('ui.companyData.ustid')} maxLength={40} />
          <TextInput {...form.getInputProps('buyerReference')} label={t('ui.companyData.buyerReference')} description={t('ui.companyData.buyerReferenceHint')} maxLength={100} />
        </SimpleGrid>
      </Paper>
      {hints && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Checkbox {...form.getInputProps('isMain', { type: 'checkbox' })} label={t('ui.companyData.isMain')} description={hints.isMain} disabled={isMainFixed} />
            <Checkbox {...form.getInputProps('isInvoice', { type: 'checkbox' })} label={t('ui.companyData.isInvoice')} description={hints.isInvoice} />
          </Stack>
        </Paper>
      )}
    </>
  );
}
