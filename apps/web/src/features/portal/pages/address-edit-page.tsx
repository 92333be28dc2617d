import { addressDataSchema, type PortalAddress } from '@messeportal/domain';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ADDRESS_FIELDS, AddressFields, addressValues, type AddressValues } from '../../../ui/company-data/address-fields.tsx';
import { useDeleteAddress, useSaveAddress } from '../api/address.ts';
import { DeleteAction } from '../components/delete-action.tsx';
import { EditFormActions } from '../components/edit-form-actions.tsx';
import { EditTarget } from '../components/edit-target.tsx';
import { PrintDeadlineNotice } from '../components/print-deadline-notice.tsx';
import { useSaveAndBack } from '../components/use-save-and-back.ts';
import { useFormAttempt } from '../../../ui/form-attempt.ts';
import { FormLayout } from '../../../ui/form-layout.tsx';

/** `#/address/edit/{id}` (SPEC §2): an address of the company; id 0 is a new one. */
export function AddressEditPage() {
  return (
    <EditTarget allowNew find={(data, id) => data.addresses.find((entry) => entry.id === id)}>
      {(address, id) => <AddressForm key={id} id={id} address={address} />}
    </EditTarget>
  );
}

function AddressForm({ id, address }: { id: number; address: PortalAddress | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveAddress(locale);
  const remove = useDeleteAddress(id, locale);
  const form = useForm<AddressValues>({ initialValues: addressValues(address) });
  // The company keeps one main address: it moves only by marking another one.
  const isMainFixed = address?.isMain === true;

  const { attempt, failed } = useFormAttempt();
  const submit = useSaveAndBack({ schema: addressDataSchema, fields: ADDRESS_FIELDS, setErrors: form.setErrors, save, onFailed: failed });

  return (
    <Stack gap="lg">
      <PageHeader title={address ? t('portal.edit.addressEdit') : t('portal.edit.addressNew')} subtitle={t('portal.edit.mandatoryHint')} breadcrumbs={[{ label: t('portal.nav.home'), to: '/' }, { label: t('portal.nav.profile'), to: '/me' }]} />
      <PrintDeadlineNotice />
      <FormLayout
        onSubmit={form.onSubmit((values) => submit({ id, ...values }))}
        errors={form.errors}
        attempt={attempt}
        saveBar={<EditFormActions saving={save.isPending}>{address && !address.isMain && <DeleteAction name={address.street} remove={remove} />}</EditFormActions>}
      >
        <AddressFields form={form} isMainFixed={isMainFixed} hints={{ isMain: t(isMainFixed ? 'portal.edit.isMainFixed' : 'portal.edit.isMainHint'), isInvoice: t('portal.edit.isInvoiceHint') }} sectioned />
      </FormLayout>
    </Stack>
  );
}
