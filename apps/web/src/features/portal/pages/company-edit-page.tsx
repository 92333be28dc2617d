import { companyDataSchema, type Company } from '@messeportal/domain';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useLocale } from '../../../i18n/use-locale.ts';
import { COMPANY_FIELDS, CompanyFields, companyValues, type CompanyValues } from '../../../ui/company-data/company-fields.tsx';
import { useSaveCompany } from '../api/company.ts';
import { EditFormActions } from '../components/edit-form-actions.tsx';
import { EditTarget } from '../components/edit-target.tsx';
import { PrintDeadlineNotice } from '../components/print-deadline-notice.tsx';
import { useSaveAndBack } from '../components/use-save-and-back.ts';
import { useFormAttempt } from '../../../ui/form-attempt.ts';
import { FormLayout } from '../../../ui/form-layout.tsx';

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
  const save = useSaveCompany(company.id, useLocale());
  const form = useForm<CompanyValues>({ initialValues: companyValues(company) });
  const { attempt, failed } = useFormAttempt();
  const submit = useSaveAndBack({ schema: companyDataSchema, fields: COMPANY_FIELDS, setErrors: form.setErrors, save, onFailed: failed });

  return (
    <Stack gap="lg">
      <PageHeader title={t('portal.edit.companyTitle')} subtitle={t('portal.edit.mandatoryHint')} breadcrumbs={[{ label: t('portal.nav.home'), to: '/' }, { label: t('portal.nav.profile'), to: '/me' }]} />
      <PrintDeadlineNotice />
      <FormLayout onSubmit={form.onSubmit(submit)} errors={form.errors} attempt={attempt} saveBar={<EditFormActions saving={save.isPending} />}>
        <CompanyFields form={form} ustidHint={t('portal.edit.companyUstidHint')} sectioned />
      </FormLayout>
    </Stack>
  );
}
