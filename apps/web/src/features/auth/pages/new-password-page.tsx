import { MIN_PASSWORD_LENGTH, type NewPasswordInput } from '@messeportal/domain';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useSetNewPassword } from '../api/set-new-password.ts';
import { newPasswordRule, passwordRepeatRule, ruleMessage } from '../model/form-rules.ts';

/** `#/s/reset-password/{token}`: the page the link of the reset mail opens. */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token = '' } = useParams();
  const setMutation = useSetNewPassword(token, locale);
  const form = useForm<NewPasswordInput>({
    initialValues: { password: '', passwordRepeat: '' },
    validate: { password: newPasswordRule, passwordRepeat: passwordRepeatRule },
  });
  // A used or expired link cannot be repaired on this page; a new one can be asked for.
  const linkInvalid = setMutation.error instanceof ApiError && setMutation.error.status === 410;
  const toggle = { 'aria-label': t('auth.login.showPassword') };

  return (
    <Paper withBorder p="lg" mt="md">
      <Stack>
        <Title order={1} size="h2">
          {t('auth.newPassword.title')}
        </Title>
        <Text>{t('auth.newPassword.intro', { min: MIN_PASSWORD_LENGTH })}</Text>
        <form noValidate onSubmit={form.onSubmit((values) => setMutation.mutate(values))}>
          <Stack>
            <PasswordInput
              {...form.getInputProps('password')}
              error={ruleMessage(form.errors.password, locale)}
              label={t('auth.newPassword.password')}
              autoComplete="new-password"
              visibilityToggleButtonProps={toggle}
              required
            />
            <PasswordInput
              {...form.getInputProps('passwordRepeat')}
              error={ruleMessage(form.errors.passwordRepeat, locale)}
              label={t('auth.newPassword.passwordRepeat')}
              autoComplete="new-password"
              visibilityToggleButtonProps={toggle}
              required
            />
            {setMutation.isError && <ErrorAlert error={setMutation.error} />}
            <Button type="submit" loading={setMutation.isPending}>
              {t('auth.newPassword.submit')}
            </Button>
            <Anchor component={Link} to={linkInvalid ? '/s/reset-password' : '/s/login'}>
              {linkInvalid ? t('auth.newPassword.requestNewLink') : t('auth.resetPassword.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
