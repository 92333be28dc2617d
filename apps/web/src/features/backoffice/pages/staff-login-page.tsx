import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { LoginForm } from '../../../ui/login-form.tsx';
import { usePasswordChanged } from '../../../ui/password-changed.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useStaffLogin } from '../api/login.ts';

/** `#/be/login`: organiser staff log in with e-mail and password; afterwards the page that asked for it opens. */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const loginMutation = useStaffLogin(locale);
  const passwordChanged = usePasswordChanged();

  return (
    <Stack>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('backoffice.login.title')}
        </Title>
        <Text>{t('backoffice.login.intro')}</Text>
      </Stack>
      {passwordChanged && (
        <Alert role="status" color={TONE_COLORS.success} variant="light">
          {t('auth.login.passwordChanged')}
        </Alert>
      )}
      <LoginForm
        texts="backoffice.login"
        usernameIsEmail
        onLogin={(values) => loginMutation.mutate({ ...values, username: values.username.trim() })}
        mutation={loginMutation}
      />
    </Stack>
  );
}
