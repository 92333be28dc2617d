import { staffRegistrationSchema, type StaffContactInput, type StaffRegistrationInput } from '@messeportal/domain';
import { Button, Group, Modal, NativeSelect, NumberInput, Paper, Radio, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ADDRESS_FIELDS, AddressFields, addressValues, type AddressValues } from '../../../ui/company-data/address-fields.tsx';
import { COMPANY_FIELDS, CompanyFields, type CompanyValues } from '../../../ui/company-data/company-fields.tsx';
import { CONTACT_FIELDS, ContactFields, contactInput, contactValues, type ContactValues } from '../../../ui/company-data/contact-fields.tsx';
import type { FieldErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useEventStandConfigs } from '../api/registration-desk.ts';
import { useCompanySearch, useRegisterCompany } from '../api/staff-company.ts';
import { ParticipationFields } from './registration-participation.tsx';

/** How long typing pauses before the company search asks the server. */
const SEARCH_DEBOUNCE_MS = 300;
const NEW_COMPANY: CompanyValues = { name: '', name_natural: '', email: '', internet: '', ustid: '', telCountry: '', telCity: '', telDirect: '', faxCountry: '', faxCity: '', faxDirect: '' };

/** The parts of a new company, each its own form; the server's errors name them by these prefixes. */
const PARTS = { company: 'newCompany.company.', address: 'newCompany.address.', contact: 'newCompany.contact.' } as const;
const OWN_FIELDS = ['companyId', 'standConfigId', 'standSize', 'variant', 'isOnsiteParticipant', 'state'] as const;
const FIELDS = [
  ...OWN_FIELDS,
  ...COMPANY_FIELDS.map((field) => PARTS.company + field),
  ...ADDRESS_FIELDS.map((field) => PARTS.address + field),
  ...CONTACT_FIELDS.map((field) => PARTS.contact + field),
];

/** Errors of the parts that start with `prefix`, by their own field names. */
const partErrors = (errors: FieldErrors, prefix: string) =>
  Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [])));

/**
 * "Register a company" on the desk's list (issue 28): an existing company or a new one (company, main address, main
 * contact with the portal's fields), stand type and size, variant, participation and the state: confirmed, or
 * unconfirmed with the double opt-in mail. Made, its registration page opens.
 */
export function RegisterCompany({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('backoffice.register.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('backoffice.register.title')} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('backoffice.register.cancel') }}>
        {opened && <RegisterForm eventId={eventId} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function RegisterForm({ eventId, onDone }: { eventId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const navigate = useNavigate();
  const register = useRegisterCompany(eventId, locale);
  const configs = useEventStandConfigs(eventId, locale).data ?? [];
  const [kind, setKind] = useState<'existing' | 'new'>('existing');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const companies = useCompanySearch(debounced, locale).data?.companies ?? [];
  const [values, setValues] = useState({ companyId: '', standConfigId: '', standSize: 0, variant: '', isOnsiteParticipant: true, isVirtualParticipant: false, state: 'confirmed' as 'confirmed' | 'unconfirmed' });
  const [errors, setOwnErrors] = useState<FieldErrors>({});
  const companyForm = useForm<CompanyValues>({ initialValues: NEW_COMPANY });
  const addressForm = useForm<AddressValues>({ initialValues: { ...addressValues(undefined), isMain: true } });
  const contactForm = useForm<ContactValues>({ initialValues: contactValues(undefined, langOf(locale)) });
  const chosen = configs.find((config) => String(config.id) === values.standConfigId);

  const submit = useEditFormSubmit({
    schema: staffRegistrationSchema,
    fields: FIELDS,
    setErrors: (all: FieldErrors) => {
      setOwnErrors(all);
      companyForm.setErrors(partErrors(all, PARTS.company));
      addressForm.setErrors(partErrors(all, PARTS.address));
      contactForm.setErrors(partErrors(all, PARTS.contact));
    },
    save: (input: StaffRegistrationInput, handlers) =>
      register.mutate(input, {
        ...handlers,
        onSuccess: ({ registrationId }) => {
          notifySuccess(t(values.state === 'confirmed' ? 'backoffice.register.doneConfirmed' : 'backoffice.register.doneUnconfirmed'));
          onDone();
          void navigate(`/be/registration/${registrationId}`);
        },
      }),
  });
  const onSubmit = () =>
    submit({
      ...(kind === 'existing'
        ? { companyId: values.companyId ? Number(values.companyId) : undefined }
        : { newCompany: { company: companyForm.values, address: addressForm.values, contact: contactInput(contactForm.values) as StaffContactInput } }),
      standConfigId: Number(values.standConfigId) || 0,
      standSize: values.standSize,
      variant: values.variant,
      isOnsiteParticipant: values.isOnsiteParticipant,
      isVirtualParticipant: values.isVirtualParticipant,
      state: values.state,
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('backoffice.register.which')}
          value={kind}
          onChange={(value) => setKind(value === 'new' ? 'new' : 'existing')}
          data={[
            { value: 'existing', label: t('backoffice.register.existing') },
            { value: 'new', label: t('backoffice.register.new') },
          ]}
        />
        {kind === 'existing' ? (
          <Select
            label={t('backoffice.register.company')}
            description={t('backoffice.register.companyHint')}
            placeholder={t('backoffice.register.companySearch')}
            searchable
            required
            searchValue={search}
            onSearchChange={setSearch}
            // The server searches: every answer it gives is shown.
            filter={({ options }) => options}
            nothingFoundMessage={t('backoffice.register.noCompany')}
            data={companies.map((company) => ({ value: String(company.id), label: company.city ? `${company.name}, ${company.city}` : company.name }))}
            value={values.companyId || null}
            error={errors.companyId}
            onChange={(id) => setValues({ ...values, companyId: id ?? '' })}
          />
        ) : (
          <Stack gap="md">
            <Title order={3} size="h4">
              {t('backoffice.register.newCompany')}
            </Title>
            <CompanyFields form={companyForm} ustidHint={t('backoffice.companyData.ustidHint')} />
            <Title order={3} size="h4">
              {t('backoffice.register.mainAddress')}
            </Title>
            <AddressFields form={addressForm} />
            <Title order={3} size="h4">
              {t('backoffice.register.mainContact')}
            </Title>
            <ContactFields form={contactForm} emailHint={t('backoffice.register.contactHint')} />
            {errors.companyId && <Text c="red" size="sm">{errors.companyId}</Text>}
          </Stack>
        )}
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('backoffice.desk.stand.type')}
              required
              data={[{ value: '', label: t('backoffice.register.choose') }, ...configs.map((config) => ({ value: String(config.id), label: config.name }))]}
              value={values.standConfigId}
              error={errors.standConfigId}
              onChange={(e) => setValues({ ...values, standConfigId: e.currentTarget.value })}
            />
            <NumberInput
              label={t('backoffice.desk.stand.size')}
              required
              description={chosen && t('backoffice.desk.stand.range', { min: format.number(chosen.qmMin), max: format.number(chosen.qmMax) })}
              value={values.standSize}
              error={errors.standSize}
              decimalScale={2}
              min={0}
              onChange={(value) => setValues({ ...values, standSize: Number(value) || 0 })}
            />
            <ParticipationFields values={values} errors={errors} onChange={(participation) => setValues({ ...values, ...participation })} />
          </SimpleGrid>
        </Paper>
        <Radio.Group label={t('backoffice.register.state')} value={values.state} error={errors.state} onChange={(state) => setValues({ ...values, state: state === 'unconfirmed' ? 'unconfirmed' : 'confirmed' })}>
          <Stack gap="xs" mt="xs">
            <Radio value="confirmed" label={t('backoffice.register.confirmed')} />
            <Radio value="unconfirmed" label={t('backoffice.register.unconfirmed')} />
          </Stack>
        </Radio.Group>
        <Group gap="sm">
          <Button type="submit" loading={register.isPending}>
            {t('backoffice.register.submit')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('backoffice.register.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
