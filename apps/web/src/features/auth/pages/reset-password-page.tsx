import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { fieldError } from '../../../ui/translated-errors.ts';
import { useRequestPasswordReset, type PasswordResetInput } from '../api/request-password-reset.ts';

// Only a plausibility check: whether the address belongs to a contact is the server's answer.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const resetMutation = useRequestPasswordReset(locale);
  const form = useForm<PasswordResetInput>({
    initialValues: { email: '' },
    validate: { email: (value) => (!value.trim() ? 'required' : looksLikeEmail(value) ? null : 'email') },
  });

  return (
    <Paper withBorder p="lg" mt="md">
      <Stack>
        <Title order={1} size="h2">
          {t('auth.resetPassword.title')}
        </Title>
        <Text>{t('auth.resetPassword.intro')}</Text>
        <form noValidate onSubmit={form.onSubmit((values) => resetMutation.mutate({ email: values.email.trim() }))}>
          <Stack>
            <TextInput
              {...form.getInputProps('email')}
              error={fieldError(form.errors.email, locale)}
              label={t('auth.resetPassword.email')}
              type="email"
              autoComplete="email"
              required
            />
            {resetMutation.isError && <ErrorAlert error={resetMutation.error} />}
            {resetMutation.isSuccess && (
              <Alert role="status" color="green" variant="light">
                {t('auth.resetPassword.sent')}
              </Alert>
            )}
            <Button type="submit" loading={resetMutation.isPending}>
              {t('auth.resetPassword.submit')}
            </Button>
            <Anchor component={Link} to="/s/login">
              {t('auth.resetPassword.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
