import type { AddressDataInput, PortalAddress } from '@messeportal/domain';
import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from '../i18n/ui-texts.ts';
import { fieldWidth } from '../form-widths.ts';
import { FieldGroup } from './field-group.tsx';
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
  /** On a page of the Form template: each group a `FormSection` with its title (a dialog shows plain cards). */
  sectioned?: boolean;
}

/** An address's fields (SPEC §3 Address) as the exhibitor's portal and staff's back office edit them. */
export function AddressFields({ form, hints, isMainFixed, sectioned }: AddressFieldsProps) {
  useUiTexts();
  const { t } = useTranslation();
  const options = useReferenceOptions();
  return (
    <>
      <FieldGroup section={sectioned ? { title: t('ui.companyData.sections.address') } : undefined}>
        <TextInput {...form.getInputProps('name')} label={t('ui.companyData.addressName')} required maxLength={200} {...fieldWidth('long')} />
        <TextInput {...form.getInputProps('nameExtra')} label={t('ui.companyData.nameExtra')} maxLength={200} {...fieldWidth('long')} />
        <TextInput {...form.getInputProps('street')} label={t('ui.companyData.street')} required maxLength={200} {...fieldWidth('long')} autoComplete="street-address" />
        {/* Postcode and city one below the other (as GOV.UK's address): a short box, and room for either's message. */}
        <TextInput {...form.getInputProps('zip')} label={t('ui.companyData.zip')} required maxLength={20} {...fieldWidth('short')} autoComplete="postal-code" />
        <TextInput {...form.getInputProps('city')} label={t('ui.companyData.city')} required maxLength={200} {...fieldWidth('long')} autoComplete="address-level2" />
        <NativeSelect {...form.getInputProps('country')} label={t('ui.companyData.country')} data={[{ value: '', label: t('ui.companyData.choose') }, ...options('countries')]} required {...fieldWidth('long')} />
      </FieldGroup>
      <FieldGroup section={sectioned ? { title: t('ui.companyData.sections.invoicing'), description: t('ui.companyData.sections.invoicingHint') } : undefined}>
        <TextInput {...form.getInputProps('email')} label={t('ui.companyData.email')} type="email" autoComplete="email" />
        <TextInput {...form.getInputProps('ustid')} label={t('ui.companyData.ustid')} maxLength={40} {...fieldWidth('medium')} />
        <TextInput {...form.getInputProps('buyerReference')} label={t('ui.companyData.buyerReference')} description={t('ui.companyData.buyerReferenceHint')} maxLength={100} {...fieldWidth('long')} />
      </FieldGroup>
      {hints && (
        <FieldGroup section={sectioned ? { title: t('ui.companyData.sections.use') } : undefined}>
          <Checkbox {...form.getInputProps('isMain', { type: 'checkbox' })} label={t('ui.companyData.isMain')} description={hints.isMain} disabled={isMainFixed} />
          <Checkbox {...form.getInputProps('isInvoice', { type: 'checkbox' })} label={t('ui.companyData.isInvoice')} description={hints.isInvoice} />
        </FieldGroup>
      )}
    </>
  );
}
