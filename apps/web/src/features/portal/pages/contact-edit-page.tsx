import { contactDataSchema, type ContactDataInput, type PortalContact } from '@messeportal/domain';
import { Checkbox, NativeSelect, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { readUserInfo } from '../../../api/session.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useConfig } from '../../../api/get-config.ts';
import { useDeleteContact, useSaveContact } from '../api/contact.ts';
import { DeleteAction } from '../components/delete-action.tsx';
import { EditFormActions } from '../components/edit-form-actions.tsx';
import { EditTarget } from '../components/edit-target.tsx';
import { PhoneFields } from '../components/phone-fields.tsx';
import { useSaveAndBack } from '../components/use-save-and-back.ts';
import { personName } from '../model/people.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { notifyWarning } from '../../../ui/notify.tsx';

/** The form's values: plain strings as the inputs hold them; the shared schema checks them on submit. */
type Values = Omit<Required<ContactDataInput>, 'gender' | 'lang' | 'contactType'> & { gender: string; lang: string; contactType: string[] };
const FIELDS = ['gender', 'lang', 'title', 'firstName', 'name', 'email', 'contactType', 'telDirect', 'faxDirect', 'mobileDirect', 'passwordCurrent', 'passwordNew', 'passwordNewRepeat'] as const;

const valuesOf = (contact: PortalContact | undefined, lang: string): Values => ({
  gender: contact ? String(contact.gender) : '',
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
  passwordCurrent: '',
  passwordNew: '',
  passwordNewRepeat: '',
});

/** `#/contact/edit/{id}` (SPEC §2): a contact person of the company; id 0 is a new one. */
export function ContactEditPage() {
  return (
    <EditTarget allowNew find={(data, id) => data.contacts.find((entry) => entry.id === id)}>
      {/* Keyed by id: another contact's page starts from that contact's values. */}
      {(contact, id) => <ContactForm key={id} id={id} contact={contact} />}
    </EditTarget>
  );
}

function ContactForm({ id, contact }: { id: number; contact: PortalContact | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const config = useConfig(locale);
  const save = useSaveContact(id, locale);
  const remove = useDeleteContact(id, locale);
  const userInfo = readUserInfo();
  const form = useForm<Values>({ initialValues: valuesOf(contact, langOf(locale)) });
  const isOwn = contact !== undefined && contact.id === userInfo?.contactId;
  const definitions = config.data?.definitions ?? {};
  const options = (key: string) => (definitions[key] ?? []).map((entry) => ({ value: String(entry.id), label: entry.label }));
  const choose = [{ value: '', label: t('portal.edit.choose') }];
  const anyForm = form as unknown as UseFormReturnType<Record<string, unknown>>;

  const submit = useSaveAndBack({
    schema: contactDataSchema,
    fields: FIELDS,
    setErrors: form.setErrors,
    save,
    // Another contact's new username waits for that contact's confirmation.
    onAnswer: ({ emailChange }) => {
      if (emailChange) notifyWarning(t('portal.edit.emailChangePending', emailChange));
    },
  });
  const onSubmit = (values: Values) => submit({ ...values, gender: values.gender === '' ? undefined : Number(values.gender) } as ContactDataInput);

  return (
    <Stack gap="lg">
      <PageHeader title={contact ? personName(contact) : t('portal.edit.contactNew')} subtitle={t('portal.edit.mandatoryHint')} breadcrumbs={[{ label: t('portal.nav.home'), to: '/' }, { label: t('portal.nav.profile'), to: '/me' }]} />
      <form noValidate onSubmit={form.onSubmit(onSubmit)}>
        <Stack gap="md">
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect {...form.getInputProps('gender')} label={t('portal.edit.gender')} data={[...choose, ...options('genders')]} required />
              <NativeSelect {...form.getInputProps('lang')} label={t('portal.edit.lang')} data={options('langs')} required />
              <TextInput {...form.getInputProps('title')} label={t('portal.edit.title')} maxLength={50} />
              <TextInput {...form.getInputProps('firstName')} label={t('portal.edit.firstName')} required maxLength={100} />
              <TextInput {...form.getInputProps('name')} label={t('portal.edit.name')} required maxLength={100} />
              <TextInput {...form.getInputProps('email')} label={t('portal.edit.email')} description={t(contact && !isOwn ? 'portal.edit.emailHintOther' : 'portal.edit.emailHint')} type="email" required />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Checkbox.Group {...form.getInputProps('contactType')} label={t('portal.edit.contactType')}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
                {options('contactTypes').map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Paper>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <PhoneFields form={anyForm} label={t('portal.edit.phone')} country="telCountry" city="telCity" direct="telDirect" phoneCodes={options('phoneCodes')} />
              <PhoneFields form={anyForm} label={t('portal.edit.fax')} country="faxCountry" city="faxCity" direct="faxDirect" phoneCodes={options('phoneCodes')} />
              <PhoneFields form={anyForm} label={t('portal.edit.mobile')} country="mobileCountry" direct="mobileDirect" phoneCodes={options('phoneCodes')} />
            </Stack>
          </Paper>
          {isOwn && (
            <Paper withBorder p="md" component="fieldset">
              <Title order={2} size="h4" component="legend">
                {t('portal.edit.passwordChange')}
              </Title>
              <Text size="sm" mb="sm">
                {t('portal.edit.passwordHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <PasswordInput {...form.getInputProps('passwordCurrent')} label={t('portal.edit.passwordCurrent')} autoComplete="current-password" />
                <PasswordInput {...form.getInputProps('passwordNew')} label={t('portal.edit.passwordNew')} autoComplete="new-password" />
                <PasswordInput {...form.getInputProps('passwordNewRepeat')} label={t('portal.edit.passwordNewRepeat')} autoComplete="new-password" />
              </SimpleGrid>
            </Paper>
          )}
          <EditFormActions saving={save.isPending}>{contact && !contact.isMainContact && !isOwn && <DeleteAction name={personName(contact)} remove={remove} />}</EditFormActions>
        </Stack>
      </form>
    </Stack>
  );
}
