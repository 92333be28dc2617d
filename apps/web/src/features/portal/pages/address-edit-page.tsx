import { addressDataSchema, type AddressDataInput, type PortalAddress } from '@messeportal/domain';
import { Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useConfig } from '../../../api/get-config.ts';
import { useDeleteAddress, useSaveAddress } from '../api/address.ts';
import { DeleteAction } from '../components/delete-action.tsx';
import { EditFormActions } from '../components/edit-form-actions.tsx';
import { EditTarget } from '../components/edit-target.tsx';
import { useSaveAndBack } from '../components/use-save-and-back.ts';

type Values = Omit<Required<AddressDataInput>, 'id'>;
const FIELDS = ['name', 'nameExtra', 'street', 'zip', 'city', 'country', 'email', 'ustid', 'buyerReference', 'isMain', 'isInvoice'] as const;

const valuesOf = (address: PortalAddress | undefined): Values => ({
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
  const config = useConfig(locale);
  const save = useSaveAddress(locale);
  const remove = useDeleteAddress(id, locale);
  const form = useForm<Values>({ initialValues: valuesOf(address) });
  const countries = (config.data?.definitions.countries ?? []).map((entry) => ({ value: String(entry.id), label: entry.label }));
  // The company keeps one main address: it moves only by marking another one.
  const isMainFixed = address?.isMain === true;

  const submit = useSaveAndBack({ schema: addressDataSchema, fields: FIELDS, setErrors: form.setErrors, save });

  return (
    <Stack gap="lg">
      <PageHeader title={address ? t('portal.edit.addressEdit') : t('portal.edit.addressNew')} subtitle={t('portal.edit.mandatoryHint')} breadcrumbs={[{ label: t('portal.nav.home'), to: '/' }, { label: t('portal.nav.profile'), to: '/me' }]} />
      <form noValidate onSubmit={form.onSubmit((values) => submit({ id, ...values }))}>
        <Stack gap="md">
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...form.getInputProps('name')} label={t('portal.edit.addressName')} required maxLength={200} />
              <TextInput {...form.getInputProps('nameExtra')} label={t('portal.edit.nameExtra')} maxLength={200} />
              <TextInput {...form.getInputProps('street')} label={t('portal.edit.street')} required maxLength={200} />
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput {...form.getInputProps('zip')} label={t('portal.edit.zip')} required maxLength={20} w={110} />
                <TextInput {...form.getInputProps('city')} label={t('portal.edit.city')} required maxLength={200} style={{ flex: 1 }} />
              </Group>
              <NativeSelect {...form.getInputProps('country')} label={t('portal.edit.country')} data={[{ value: '', label: t('portal.edit.choose') }, ...countries]} required />
              <TextInput {...form.getInputProps('email')} label={t('portal.edit.email')} type="email" />
              <TextInput {...form.getInputProps('ustid')} label={t('portal.edit.ustid')} maxLength={40} />
              <TextInput {...form.getInputProps('buyerReference')} label={t('portal.edit.buyerReference')} description={t('portal.edit.buyerReferenceHint')} maxLength={100} />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Checkbox
                {...form.getInputProps('isMain', { type: 'checkbox' })}
                label={t('portal.edit.isMain')}
                description={t(isMainFixed ? 'portal.edit.isMainFixed' : 'portal.edit.isMainHint')}
                disabled={isMainFixed}
              />
              <Checkbox {...form.getInputProps('isInvoice', { type: 'checkbox' })} label={t('portal.edit.isInvoice')} description={t('portal.edit.isInvoiceHint')} />
            </Stack>
          </Paper>
          <EditFormActions saving={save.isPending}>{address && !address.isMain && <DeleteAction name={address.street} remove={remove} />}</EditFormActions>
        </Stack>
      </form>
    </Stack>
  );
}
