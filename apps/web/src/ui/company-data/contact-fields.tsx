import type { PortalContact, StaffContactInput } from '@messeportal/domain';
import { Checkbox, NativeSelect, SimpleGrid, TextInput, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from '../i18n/ui-texts.ts';
import { fieldWidth } from '../form-widths.ts';
import { FieldGroup } from './field-group.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { useReferenceOptions } from './reference-options.ts';

/** A contact's values without a password, as the inputs hold them (plain strings); the shared schema checks them on submit. */
export type ContactValues = Omit<Required<StaffContactInput>, 'gender' | 'lang' | 'contactType'> & { gender: string; lang: string; contactType: string[] };
/** The fields of staffContactSchema (the portal's contactDataSchema adds the password's), for the server's errors. */
export const CONTACT_FIELDS = ['gender', 'lang', 'title', 'firstName', 'name', 'email', 'contactType', 'telDirect', 'faxDirect', 'mobileDirect'] as const;

export const contactValues = (contact: PortalContact | undefined, lang: string): ContactValues => ({
  gender: contact?.gender ? String(contact.gender) : '',
  lang: contact?.lang ?? lang,
  title: contact?.title ?? '',
  firstName: contact?.firstName ?? '',
  name: contact?.name ?? '',
  email: contact?.email ?? '',
  contactType: contact?.contactType ?? [],
  telCountry: contact?.telCountry ?? '',
  telCity: contact?.telCity ?? '',
  telDirect: contact?.telDirect ?? '',
  faxCountry: contact?.faxCountry ?? '',
  faxCity: contact?.faxCity ?? '',
  faxDirect: contact?.faxDirect ?? '',
  mobileCountry: contact?.mobileCountry ?? '',
  mobileDirect: contact?.mobileDirect ?? '',
});

/** The values as the schema takes them: the gender as its number, none chosen left out. */
export const contactInput = <Values extends ContactValues>(values: Values) => ({ ...values, gender: values.gender === '' ? undefined : Number(values.gender) });

/**
 * A contact person's fields (SPEC §3 Contact) but its password, as the exhibitor's portal and staff's back office
 * edit them, one below the other, each as wide as its answer; `emailHint` says what a new e-mail (the username)
 * does, in the reader's words. `sectioned`: on a page of the Form template, each group a `FormSection`.
 */
export function ContactFields<Values extends ContactValues>({ form, emailHint, sectioned }: { form: UseFormReturnType<Values>; emailHint: string; sectioned?: boolean }) {
  useUiTexts();
  const { t } = useTranslation();
  const options = useReferenceOptions();
  const anyForm = form as unknown as UseFormReturnType<Record<string, unknown>>;
  const choose = [{ value: '', label: t('ui.companyData.choose') }];
  return (
    <>
      <FieldGroup section={sectioned ? { title: t('ui.companyData.sections.person') } : undefined}>
        <NativeSelect {...anyForm.getInputProps('gender')} label={t('ui.companyData.gender')} data={[...choose, ...options('genders')]} required {...fieldWidth('medium')} />
        <TextInput {...anyForm.getInputProps('title')} label={t('ui.companyData.title')} maxLength={50} {...fieldWidth('medium')} />
        <TextInput {...anyForm.getInputProps('firstName')} label={t('ui.companyData.firstName')} required maxLength={100} {...fieldWidth('long')} autoComplete="off" />
        <TextInput {...anyForm.getInputProps('name')} label={t('ui.companyData.name')} required maxLength={100} {...fieldWidth('long')} autoComplete="off" />
        <TextInput {...anyForm.getInputProps('email')} label={t('ui.companyData.email')} description={emailHint} type="email" required autoComplete="off" />
        <NativeSelect {...anyForm.getInputProps('lang')} label={t('ui.companyData.lang')} description={t('ui.companyData.langHint')} data={options('langs')} required {...fieldWidth('medium')} />
      </FieldGroup>
      <FieldGroup section={sectioned ? { title: t('ui.companyData.contactType'), description: t('ui.companyData.sections.rolesHint') } : undefined}>
        {/* Beside its section's title of the same name, the group's own label is for screen readers only. */}
        <Checkbox.Group {...anyForm.getInputProps('contactType')} label={sectioned ? <VisuallyHidden>{t('ui.companyData.contactType')}</VisuallyHidden> : t('ui.companyData.contactType')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt={sectioned ? 0 : 'xs'}>
            {options('contactTypes').map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </FieldGroup>
      <FieldGroup section={sectioned ? { title: t('ui.companyData.sections.phone') } : undefined}>
        <PhoneFields form={anyForm} label={t('ui.companyData.phone')} country="telCountry" city="telCity" direct="telDirect" phoneCodes={options('phoneCodes')} />
        <PhoneFields form={anyForm} label={t('ui.companyData.mobile')} country="mobileCountry" direct="mobileDirect" phoneCodes={options('phoneCodes')} />
        <PhoneFields form={anyForm} label={t('ui.companyData.fax')} country="faxCountry" city="faxCity" direct="faxDirect" phoneCodes={options('phoneCodes')} />
      </FieldGroup>
    </>
  );
}
