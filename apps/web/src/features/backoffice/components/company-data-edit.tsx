import { addressDataSchema, companyDataSchema, staffContactSchema, type StaffCompanyAnswer, type StaffContactInput } from '@messeportal/domain';
import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ADDRESS_FIELDS, AddressFields, addressValues, type AddressValues } from '../../../ui/company-data/address-fields.tsx';
import { COMPANY_FIELDS, CompanyFields, companyValues, type CompanyValues } from '../../../ui/company-data/company-fields.tsx';
import { CONTACT_FIELDS, ContactFields, contactInput, contactValues, type ContactValues } from '../../../ui/company-data/contact-fields.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { notifySuccess } from '../../../ui/notify.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useCorrectAddress, useCorrectCompany, useCorrectContact, useStaffCompany } from '../api/staff-company.ts';

/** What an edit button opens: the company, one of its addresses (id 0: a new one) or one of its contacts. */
export type CompanyDataTarget = { kind: 'company' } | { kind: 'address'; id: number } | { kind: 'contact'; id: number };

interface CompanyDataEditProps {
  companyId: number;
  target: CompanyDataTarget;
  /** Says what the button edits, for who cannot see the row beside it ('Edit invoice address'). */
  label: string;
}

/**
 * Staff's "edit" of a part of an exhibitor's company data (issue 28): the portal's own fields in a dialog (the
 * whole screen on a phone), filled from `GET /be/company/{id}`, checked by the same schema before they are sent.
 */
export function CompanyDataEdit({ companyId, target, label }: CompanyDataEditProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const isNew = target.kind === 'address' && target.id === 0;
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" aria-label={label} onClick={() => setOpened(true)}>
          {isNew ? <IconPlus size={18} aria-hidden /> : <IconPencil size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={() => setOpened(false)} title={label} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('backoffice.companyData.cancel') }}>
        {opened && <CompanyDataForm companyId={companyId} target={target} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function CompanyDataForm({ companyId, target, onDone }: { companyId: number; target: CompanyDataTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const answer = useStaffCompany(companyId, useLocale());
  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const data = answer.data;
  if (target.kind === 'company') return <CompanyForm data={data} onDone={onDone} />;
  if (target.kind === 'address') {
    const address = data.addresses.find((entry) => entry.id === target.id);
    if (target.id !== 0 && !address) return <ErrorAlert error={null} fallback={t('backoffice.companyData.notFound')} />;
    return <AddressForm companyId={companyId} id={target.id} values={addressValues(address)} isMainFixed={address?.isMain === true} onDone={onDone} />;
  }
  const contact = data.contacts.find((entry) => entry.id === target.id);
  if (!contact) return <ErrorAlert error={null} fallback={t('backoffice.companyData.notFound')} />;
  return <ContactForm companyId={companyId} id={contact.id} values={contactValues(contact, contact.lang)} onDone={onDone} />;
}

/** The foot of each form: what the exhibitor is told, save and cancel. */
function FormFoot({ saving, onDone, note }: { saving: boolean; onDone: () => void; note?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      <Group gap="sm">
        <Button type="submit" loading={saving}>
          {t('backoffice.companyData.save')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('backoffice.companyData.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A save's handlers: on success a notice and the dialog closes. */
const closing = (onDone: () => void, message: string) => () => {
  notifySuccess(message);
  onDone();
};

function CompanyForm({ data, onDone }: { data: StaffCompanyAnswer; onDone: () => void }) {
  const { t } = useTranslation();
  const correct = useCorrectCompany(data.company.id, useLocale());
  const form = useForm<CompanyValues>({ initialValues: companyValues(data.company) });
  const submit = useEditFormSubmit({
    schema: companyDataSchema,
    fields: COMPANY_FIELDS,
    setErrors: form.setErrors,
    save: (input: CompanyValues, handlers) => correct.mutate(input, { ...handlers, onSuccess: closing(onDone, t('backoffice.companyData.saved')) }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <CompanyFields form={form} ustidHint={t('backoffice.companyData.ustidHint')} />
        <FormFoot saving={correct.isPending} onDone={onDone} note={t('backoffice.companyData.companyMail')} />
      </Stack>
    </form>
  );
}

interface AddressFormProps {
  companyId: number;
  id: number;
  values: AddressValues;
  isMainFixed: boolean;
  onDone: () => void;
}

function AddressForm({ companyId, id, values, isMainFixed, onDone }: AddressFormProps) {
  const { t } = useTranslation();
  const correct = useCorrectAddress(companyId, useLocale());
  const form = useForm<AddressValues>({ initialValues: values });
  const submit = useEditFormSubmit({
    schema: addressDataSchema,
    fields: ADDRESS_FIELDS,
    setErrors: form.setErrors,
    save: (input: AddressValues & { id: number }, handlers) => correct.mutate(input, { ...handlers, onSuccess: closing(onDone, t('backoffice.companyData.saved')) }),
  });
  const hints = { isMain: t(isMainFixed ? 'backoffice.companyData.isMainFixed' : 'backoffice.companyData.isMainHint'), isInvoice: t('backoffice.companyData.isInvoiceHint') };
  return (
    <form noValidate onSubmit={form.onSubmit((input) => submit({ id, ...input }))}>
      <Stack gap="md">
        <AddressFields form={form} hints={hints} isMainFixed={isMainFixed} />
        <FormFoot saving={correct.isPending} onDone={onDone} note={t('backoffice.companyData.addressMail')} />
      </Stack>
    </form>
  );
}

function ContactForm({ companyId, id, values, onDone }: { companyId: number; id: number; values: ContactValues; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const correct = useCorrectContact(companyId, locale);
  const form = useForm<ContactValues>({ initialValues: { ...values, lang: values.lang || langOf(locale) } });
  const submit = useEditFormSubmit({
    schema: staffContactSchema,
    fields: CONTACT_FIELDS,
    setErrors: form.setErrors,
    save: (input: StaffContactInput, handlers) => correct.mutate({ ...input, id }, { ...handlers, onSuccess: closing(onDone, t('backoffice.companyData.saved')) }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((input) => submit(contactInput(input) as StaffContactInput))}>
      <Stack gap="md">
        <ContactFields form={form} emailHint={t('backoffice.companyData.emailHint')} />
        <FormFoot saving={correct.isPending} onDone={onDone} />
      </Stack>
    </form>
  );
}
