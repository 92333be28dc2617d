import { companyDataSchema, type Company, type CompanyDataInput } from '@messeportal/domain';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useConfig } from '../../../api/get-config.ts';
import { useSaveCompany } from '../api/company.ts';
import { EditFormActions } from '../components/edit-form-actions.tsx';
import { EditTarget } from '../components/edit-target.tsx';
import { PhoneFields } from '../components/phone-fields.tsx';
import { useSaveAndBack } from '../components/use-save-and-back.ts';

type Values = Required<CompanyDataInput>;
const FIELDS = ['name', 'email', 'internet', 'ustid', 'telCountry', 'telCity', 'telDirect', 'faxCountry', 'faxCity', 'faxDirect'] as const;

/** `#/company/edit/{id}` (SPEC §2): the data of the logged-in exhibitor's own company; another id is not found. */
export function CompanyEditPage() {
  return (
    <EditTarget find={({ company }, id) => (company.id === id ? company : undefined)}>
      {(company) => <CompanyForm company={company} />}
    </EditTarget>
  );
}

function CompanyForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const config = useConfig(locale);
  const save = useSaveCompany(company.id, locale);
  const form = useForm<Values>({ initialValues: Object.fromEntries(FIELDS.map((field) => [field, String(company[field] ?? '')])) as Values });
  const phoneCodes = (config.data?.definitions.phoneCodes ?? []).map((entry) => ({ value: String(entry.id), label: entry.label }));
  const anyForm = form as unknown as UseFormReturnType<Record<string, unknown>>;

  const submit = useSaveAndBack({ schema: companyDataSchema, fields: FIELDS, setErrors: form.setErrors, save });

  return (
    <Stack gap="lg">
      <PageHeader title={t('portal.edit.companyTitle')} subtitle={t('portal.edit.mandatoryHint')} breadcrumbs={[{ label: t('portal.nav.home'), to: '/' }, { label: t('portal.nav.profile'), to: '/me' }]} />
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...form.getInputProps('name')} label={t('portal.edit.companyName')} required maxLength={200} />
              <TextInput {...form.getInputProps('email')} label={t('portal.edit.email')} type="email" required />
              <TextInput {...form.getInputProps('internet')} label={t('portal.edit.internet')} description={t('portal.edit.internetHint')} type="url" />
              <TextInput {...form.getInputProps('ustid')} label={t('portal.edit.ustid')} description={t('portal.edit.companyUstidHint')} maxLength={40} />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <PhoneFields form={anyForm} label={t('portal.edit.phone')} country="telCountry" city="telCity" direct="telDirect" phoneCodes={phoneCodes} required />
              <PhoneFields form={anyForm} label={t('portal.edit.fax')} country="faxCountry" city="faxCity" direct="faxDirect" phoneCodes={phoneCodes} />
            </Stack>
          </Paper>
          <EditFormActions saving={save.isPending} />
        </Stack>
      </form>
    </Stack>
  );
}
