import { contactDataSchema, type ContactDataInput, type PortalContact } from '@messeportal/domain';
import { PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { readUserInfo } from '../../../api/session.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useDeleteContact, useSaveContact } from '../api/contact.ts';
import { DeleteAction } from '../components/delete-action.tsx';
import { EditFormActions } from '../components/edit-form-actions.tsx';
import { EditTarget } from '../components/edit-target.tsx';
import { CONTACT_FIELDS, ContactFields, contactInput, contactValues, type ContactValues } from '../../../ui/company-data/contact-fields.tsx';
import { useSaveAndBack } from '../components/use-save-and-back.ts';
import { personName } from '../model/people.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { notifyWarning } from '../../../ui/notify.tsx';
import { useFormAttempt } from '../../../ui/form-attempt.ts';
import { FormLayout, FormSection } from '../../../ui/form-layout.tsx';
import { fieldWidth } from '../../../ui/form-widths.ts';

/** The form's values: the contact's and, on the caller's own contact, a new password. */
type Values = ContactValues & Pick<Required<ContactDataInput>, 'passwordCurrent' | 'passwordNew' | 'passwordNewRepeat'>;
const FIELDS = [...CONTACT_FIELDS, 'passwordCurrent', 'passwordNew', 'passwordNewRepeat'] as const;

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
  const save = useSaveContact(id, locale);
  const remove = useDeleteContact(id, locale);
  const userInfo = readUserInfo();
  const form = useForm<Values>({ initialValues: { ...contactValues(contact, langOf(locale)), passwordCurrent: '', passwordNew: '', passwordNewRepeat: '' } });
  const isOwn = contact !== undefined && contact.id === userInfo?.contactId;
  const { attempt, failed } = useFormAttempt();

  const submit = useSaveAndBack({
    schema: contactDataSchema,
    fields: FIELDS,
    setErrors: form.setErrors,
    save,
    onFailed: failed,
    // Another contact's new username waits for that contact's confirmation.
    onAnswer: ({ emailChange }) => {
      if (emailChange) notifyWarning(t('portal.edit.emailChangePending', emailChange));
    },
  });
  const onSubmit = (values: Values) => submit(contactInput(values) as ContactDataInput);

  return (
    <Stack gap="lg">
      <PageHeader title={contact ? personName(contact) : t('portal.edit.contactNew')} subtitle={t('portal.edit.mandatoryHint')} breadcrumbs={[{ label: t('portal.nav.home'), to: '/' }, { label: t('portal.nav.profile'), to: '/me' }]} />
      <FormLayout
        onSubmit={form.onSubmit(onSubmit)}
        errors={form.errors}
        attempt={attempt}
        saveBar={<EditFormActions saving={save.isPending}>{contact && !contact.isMainContact && !isOwn && <DeleteAction name={personName(contact)} remove={remove} />}</EditFormActions>}
      >
        <ContactFields form={form} emailHint={t(contact && !isOwn ? 'portal.edit.emailHintOther' : 'portal.edit.emailHint')} sectioned />
        {isOwn && (
          <FormSection title={t('portal.edit.passwordChange')} description={t('portal.edit.passwordHint')}>
            <PasswordInput {...form.getInputProps('passwordCurrent')} label={t('portal.edit.passwordCurrent')} autoComplete="current-password" {...fieldWidth('long')} />
            <PasswordInput {...form.getInputProps('passwordNew')} label={t('portal.edit.passwordNew')} autoComplete="new-password" {...fieldWidth('long')} />
            <PasswordInput {...form.getInputProps('passwordNewRepeat')} label={t('portal.edit.passwordNewRepeat')} autoComplete="new-password" {...fieldWidth('long')} />
          </FormSection>
        )}
      </FormLayout>
    </Stack>
  );
}
