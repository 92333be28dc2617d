import type { ResetRequestInput } from '@messeportal/domain';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { CredentialsRequestForm } from '../components/credentials-request-form.tsx';
import { emailRule, ruleMessage } from '../model/form-rules.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const resetMutation = useRequestPasswordReset(locale);
  const form = useForm<ResetRequestInput>({ initialValues: { email: '' }, validate: { email: emailRule } });
  const answer = resetMutation.data;
  const askedFor = resetMutation.variables?.email ?? '';

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('auth.resetPassword.title')}
      </Title>
      <Text>{t('auth.resetPassword.intro')}</Text>
      <form noValidate onSubmit={form.onSubmit((values) => resetMutation.mutate({ email: values.email.trim() }))}>
        <Stack>
          <TextInput
            {...form.getInputProps('email')}
            error={ruleMessage(form.errors.email, locale)}
            label={t('auth.resetPassword.email')}
            type="email"
            autoComplete="email"
            required
          />
          {resetMutation.isError && <ErrorAlert error={resetMutation.error} />}
          {answer?.found === true && (
            <Alert role="status" color="green" variant="light">
              {t('auth.resetPassword.sent')}
            </Alert>
          )}
          {answer?.found === false && (
            <Alert role="status" color={TONE_COLORS.info} variant="light" title={t('auth.resetPassword.notFoundTitle')}>
              {t('auth.resetPassword.notFound', { email: askedFor })}
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
      {/* Keyed by the address, so a new unknown address starts a fresh form with it filled in. */}
      {answer?.found === false && <CredentialsRequestForm key={askedFor} email={askedFor} />}
    </Stack>
  );
}
