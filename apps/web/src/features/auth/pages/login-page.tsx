import type { LoginInput } from '@messeportal/domain';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { fieldError } from '../../../ui/translated-errors.ts';
import { useLogin } from '../api/login.ts';
import { PASSWORD_CHANGED_STATE } from '../api/set-new-password.ts';

// The day the old system's passwords stopped working; shown in the hint on the login page.
const PASSWORD_RESET_DATE = '2024-08-01';

export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const loginMutation = useLogin(locale);
  const passwordChanged = (useLocation().state as { notice?: string } | null)?.notice === PASSWORD_CHANGED_STATE.notice;
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    // Only what the user can fix before sending; the server checks the full login schema. Zod stays out of
    // the first page this way (about 20 KB gzip).
    validate: { username: (value) => (value.trim() ? null : 'required'), password: (value) => (value ? null : 'required') },
  });

  return (
    <Paper withBorder p="lg" mt="md">
      <Stack>
        <Title order={1} size="h2">
          {t('auth.login.title')}
        </Title>
        {passwordChanged ? (
          <Alert role="status" color="green" variant="light">
            {t('auth.login.passwordChanged')}
          </Alert>
        ) : (
          <Alert role="note" color="blue" variant="light" title={t('auth.login.hintTitle')}>
            {t('auth.login.hint', { date: format.date(PASSWORD_RESET_DATE) })}
          </Alert>
        )}
        <form noValidate onSubmit={form.onSubmit((values) => loginMutation.mutate(values))}>
          <Stack>
            <TextInput
              {...form.getInputProps('username')}
              error={fieldError(form.errors.username, locale)}
              label={t('auth.login.username')}
              type="email"
              autoComplete="username"
              required
            />
            <PasswordInput
              {...form.getInputProps('password')}
              error={fieldError(form.errors.password, locale)}
              label={t('auth.login.password')}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showPassword') }}
              required
            />
            {loginMutation.isError && <ErrorAlert error={loginMutation.error} fallback={t('auth.login.failed')} />}
            <Button type="submit" loading={loginMutation.isPending}>
              {t('auth.login.submit')}
            </Button>
            <Anchor component={Link} to="/s/reset-password">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
