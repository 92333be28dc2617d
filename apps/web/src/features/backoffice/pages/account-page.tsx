import { MIN_PASSWORD_LENGTH, staffPasswordChangeSchema, type StaffAccountInfo, type StaffPasswordChangeInput } from '@messeportal/domain';
import { PasswordInput, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { FactsTable } from '../../../ui/facts-table.tsx';
import { notifySuccess } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useFormAttempt } from '../../../ui/form-attempt.ts';
import { FormLayout, FormSection } from '../../../ui/form-layout.tsx';
import { FormSaveBar } from '../../../ui/form-save-bar.tsx';
import { fieldWidth } from '../../../ui/form-widths.ts';
import { useChangeMyPassword, useMyAccount } from '../api/my-account.ts';
import { MySessions } from '../components/my-sessions.tsx';
import { TwoFactorSection } from '../components/two-factor/two-factor-section.tsx';

/** `#/be/account`: every staff member's own account as the server knows it, their password, second factor and sessions. */
export function AccountPage() {
  const { t } = useTranslation();
  const answer = useMyAccount(useLocale());
  return (
    <Stack gap="lg">
      <PageHeader title={t('backoffice.account.title')} />
      <PasswordForm facts={answer.isPending ? <PageLoader /> : answer.isError ? <ErrorAlert error={answer.error} /> : <AccountFacts account={answer.data.account} />} />
      <TwoFactorSection />
      <MySessions />
    </Stack>
  );
}

function AccountFacts({ account }: { account: StaffAccountInfo }) {
  const { t } = useTranslation();
  return (
    <FactsTable
      label={t('backoffice.account.facts')}
      rows={[
        [t('backoffice.account.name'), account.name],
        [t('backoffice.account.email'), account.email],
        [t('backoffice.account.role'), `${t(`backoffice.staff.roles.${account.role}`)} – ${t(`backoffice.staff.roleHelp.${account.role}`)}`],
      ]}
    />
  );
}

/** The password form on the Form template, after the account's facts as its first, read-only section. */
function PasswordForm({ facts }: { facts: ReactNode }) {
  const { t } = useTranslation();
  const change = useChangeMyPassword(useLocale());
  const form = useForm<StaffPasswordChangeInput>({ initialValues: { passwordCurrent: '', password: '', passwordRepeat: '' } });
  const { attempt, failed } = useFormAttempt();
  const submit = useEditFormSubmit<StaffPasswordChangeInput>({
    schema: staffPasswordChangeSchema,
    fields: ['passwordCurrent', 'password', 'passwordRepeat'],
    setErrors: form.setErrors,
    onFailed: failed,
    save: (input, handlers) =>
      change.mutate(input, {
        ...handlers,
        onSuccess: () => {
          form.reset();
          notifySuccess(t('backoffice.account.done'));
        },
      }),
  });
  return (
    <FormLayout onSubmit={form.onSubmit(submit)} errors={form.errors} attempt={attempt} saveBar={<FormSaveBar saveLabel={t('backoffice.account.submit')} saving={change.isPending} />}>
      <FormSection title={t('backoffice.account.facts')}>{facts}</FormSection>
      <FormSection title={t('backoffice.account.password')} description={t('backoffice.account.passwordIntro', { min: MIN_PASSWORD_LENGTH })}>
        <PasswordInput {...form.getInputProps('passwordCurrent')} label={t('backoffice.account.current')} autoComplete="current-password" required {...fieldWidth('long')} />
        <PasswordInput {...form.getInputProps('password')} label={t('backoffice.account.new')} autoComplete="new-password" required {...fieldWidth('long')} />
        <PasswordInput {...form.getInputProps('passwordRepeat')} label={t('backoffice.account.repeat')} autoComplete="new-password" required {...fieldWidth('long')} />
      </FormSection>
    </FormLayout>
  );
}
