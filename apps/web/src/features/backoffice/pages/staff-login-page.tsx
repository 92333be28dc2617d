import type { LoginInput } from '@messeportal/domain';
import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { fieldError } from '../../../ui/translated-errors.ts';
import { useStaffLogin } from '../api/login.ts';

/** `#/be/login`: organiser staff log in with e-mail and password; afterwards the page that asked for it opens. */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const loginMutation = useStaffLogin(locale);
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    // What the user can fix before sending; the server checks the full login schema.
    validate: { username: (value) => (value.trim() ? null : 'required'), password: (value) => (value ? null : 'required') },
  });

  return (
    <Paper withBorder p="lg" mt="md">
      <Stack>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('backoffice.login.title')}
          </Title>
          <Text>{t('backoffice.login.intro')}</Text>
        </Stack>
        <form noValidate onSubmit={form.onSubmit((values) => loginMutation.mutate({ ...values, username: values.username.trim() }))}>
          <Stack>
            <TextInput
              {...form.getInputProps('username')}
              error={fieldError(form.errors.username, locale)}
              label={t('backoffice.login.username')}
              type="email"
              autoComplete="username"
              required
            />
            <PasswordInput
              {...form.getInputProps('password')}
              error={fieldError(form.errors.password, locale)}
              label={t('backoffice.login.password')}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('backoffice.login.showPassword') }}
              required
            />
            {loginMutation.isError && <ErrorAlert error={loginMutation.error} fallback={t('backoffice.login.failed')} />}
            <Button type="submit" loading={loginMutation.isPending}>
              {t('backoffice.login.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
