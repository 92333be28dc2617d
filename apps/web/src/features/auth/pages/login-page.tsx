import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../../api/get-config.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { LoginForm } from '../../../ui/login-form.tsx';
import { useLogin } from '../api/login.ts';
import { usePasswordChanged } from '../../../ui/password-changed.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';

/** The exhibitors' login (SPEC §1), under the organiser's notice where it set one in its settings. */
export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const loginMutation = useLogin(locale);
  const passwordChanged = usePasswordChanged();
  // The organiser's own notice (settings), if it set one.
  const notice = useConfig(locale).data?.feUiElements.organiser.loginNotice;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('auth.login.title')}
      </Title>
      {passwordChanged ? (
        <Alert role="status" color={TONE_COLORS.success} variant="light">
          {t('auth.login.passwordChanged')}
        </Alert>
      ) : (
        notice && (
          <Alert role="note" color={TONE_COLORS.info} variant="light" title={t('auth.login.noticeTitle')} style={{ whiteSpace: 'pre-line' }}>
            {notice}
          </Alert>
        )
      )}
      <LoginForm texts="auth.login" usernameIsEmail onLogin={(values) => loginMutation.mutate(values)} mutation={loginMutation}>
        <Anchor component={Link} to="/s/reset-password">
          {t('auth.login.forgotPassword')}
        </Anchor>
      </LoginForm>
    </Stack>
  );
}
