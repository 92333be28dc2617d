import type { Company, CompanyDataInput } from '@messeportal/domain';
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from '../i18n/ui-texts.ts';
import { fieldWidth } from '../form-widths.ts';
import { FieldGroup } from './field-group.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { useReferenceOptions } from './reference-options.ts';

export type CompanyValues = Required<CompanyDataInput>;
/** The fields of companyDataSchema, for the server's errors under them. */
export const COMPANY_FIELDS = ['name', 'name_natural', 'email', 'internet', 'ustid', 'telCountry', 'telCity', 'telDirect', 'faxCountry', 'faxCity', 'faxDirect'] as const;

export const companyValues = (company: Company): CompanyValues => Object.fromEntries(COMPANY_FIELDS.map((field) => [field, String(company[field] ?? '')])) as CompanyValues;

interface CompanyFieldsProps {
  form: UseFormReturnType<CompanyValues>;
  ustidHint: string;
  /** On a page of the Form template: each group a `FormSection` with its title (a dialog shows plain cards). */
  sectioned?: boolean;
}

/**
 * The company data's fields (SPEC §3 Company) as the exhibitor's portal and staff's back office edit them, one
 * below the other, each as wide as its answer; `ustidHint` says whose main address decides the VAT ID's form.
 */
export function CompanyFields({ form, ustidHint, sectioned }: CompanyFieldsProps) {
  useUiTexts();
  const { t } = useTranslation();
  const options = useReferenceOptions();
  const anyForm = form as unknown as UseFormReturnType<Record<string, unknown>>;
  return (
    <>
      <FieldGroup section={sectioned ? { title: t('ui.companyData.sections.company'), description: t('ui.companyData.sections.companyHint') } : undefined}>
        <TextInput {...form.getInputProps('name')} label={t('ui.companyData.companyName')} required maxLength={200} {...fieldWidth('long')} />
        <TextInput {...form.getInputProps('name_natural')} label={t('ui.companyData.nameNatural')} description={t('ui.companyData.nameNaturalHint')} maxLength={200} {...fieldWidth('long')} />
        <TextInput {...form.getInputProps('email')} label={t('ui.companyData.email')} type="email" required autoComplete="email" />
        <TextInput {...form.getInputProps('internet')} label={t('ui.companyData.internet')} description={t('ui.companyData.internetHint')} type="url" autoComplete="url" />
        <TextInput {...form.getInputProps('ustid')} label={t('ui.companyData.ustid')} description={ustidHint} maxLength={40} {...fieldWidth('medium')} />
      </FieldGroup>
      <FieldGroup section={sectioned ? { title: t('ui.companyData.sections.phone') } : undefined}>
        <PhoneFields form={anyForm} label={t('ui.companyData.phone')} country="telCountry" city="telCity" direct="telDirect" phoneCodes={options('phoneCodes')} required />
        <PhoneFields form={anyForm} label={t('ui.companyData.fax')} country="faxCountry" city="faxCity" direct="faxDirect" phoneCodes={options('phoneCodes')} />
      </FieldGroup>
    </>
  );
}
