import { Alert, Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { LoginForm } from '../../../ui/login-form.tsx';
import { useLogin } from '../api/login.ts';
import { usePasswordChanged } from '../../../ui/password-changed.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';

// The day the old system's passwords stopped working; shown in the hint on the login page.
const PASSWORD_RESET_DATE = '2024-08-01';

export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const loginMutation = useLogin(locale);
  const passwordChanged = usePasswordChanged();

  return (
    <Paper withBorder p="lg" mt="md">
      <Stack>
        <Title order={1} size="h2">
          {t('auth.login.title')}
        </Title>
        {passwordChanged ? (
          <Alert role="status" color={TONE_COLORS.success} variant="light">
            {t('auth.login.passwordChanged')}
          </Alert>
        ) : (
          <Alert role="note" color={TONE_COLORS.info} variant="light" title={t('auth.login.hintTitle')}>
            {t('auth.login.hint', { date: format.date(PASSWORD_RESET_DATE) })}
          </Alert>
        )}
        <LoginForm texts="auth.login" usernameIsEmail onLogin={(values) => loginMutation.mutate(values)} mutation={loginMutation}>
          <Anchor component={Link} to="/s/reset-password">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </LoginForm>
      </Stack>
    </Paper>
  );
}
