import { MIN_PASSWORD_LENGTH, staffPasswordChangeSchema, type StaffAccountInfo, type StaffPasswordChangeInput } from '@messeportal/domain';
import { Button, Grid, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { FactsTable } from '../../../ui/facts-table.tsx';
import { notifySuccess } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useChangeMyPassword, useMyAccount } from '../api/my-account.ts';

/** `#/be/account`: every staff member's own account as the server knows it, and their password. */
export function AccountPage() {
  const { t } = useTranslation();
  const answer = useMyAccount(useLocale());
  return (
    <Stack gap="lg">
      <PageHeader title={t('backoffice.account.title')} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section title={t('backoffice.account.facts')}>
            {answer.isPending ? <PageLoader /> : answer.isError ? <ErrorAlert error={answer.error} /> : <AccountFacts account={answer.data.account} />}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PasswordForm />
        </Grid.Col>
      </Grid>
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

function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangeMyPassword(useLocale());
  const form = useForm<StaffPasswordChangeInput>({ initialValues: { passwordCurrent: '', password: '', passwordRepeat: '' } });
  const submit = useEditFormSubmit<StaffPasswordChangeInput>({
    schema: staffPasswordChangeSchema,
    fields: ['passwordCurrent', 'password', 'passwordRepeat'],
    setErrors: form.setErrors,
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
    <Section title={t('backoffice.account.password')}>
      <Text size="sm">{t('backoffice.account.passwordIntro', { min: MIN_PASSWORD_LENGTH })}</Text>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <PasswordInput {...form.getInputProps('passwordCurrent')} label={t('backoffice.account.current')} autoComplete="current-password" required />
          <PasswordInput {...form.getInputProps('password')} label={t('backoffice.account.new')} autoComplete="new-password" required />
          <PasswordInput {...form.getInputProps('passwordRepeat')} label={t('backoffice.account.repeat')} autoComplete="new-password" required />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('backoffice.account.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
