import { MIN_PASSWORD_LENGTH, type NewPasswordInput } from '@messeportal/domain';
import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PASSWORD_LINKS, useSetNewPassword, type PasswordLinkArea } from '../api/set-new-password.ts';
import { newPasswordRule, passwordRepeatRule, ruleMessage } from '../model/form-rules.ts';

/** `#/s/reset-password/{token}`: the page the link of the reset mail opens. */
export const NewPasswordPage = () => <PasswordLinkPage area="exhibitor" />;
/** `#/be/set-password/{token}`: a staff member sets the password through the link the staff command printed. */
export const StaffPasswordPage = () => <PasswordLinkPage area="staff" />;

function PasswordLinkPage({ area }: { area: PasswordLinkArea }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token = '' } = useParams();
  const setMutation = useSetNewPassword(area, token, locale);
  const form = useForm<NewPasswordInput>({
    initialValues: { password: '', passwordRepeat: '' },
    validate: { password: newPasswordRule, passwordRepeat: passwordRepeatRule },
  });
  // A used or expired link cannot be repaired on this page; a new one can be asked for.
  const linkInvalid = setMutation.error instanceof ApiError && setMutation.error.status === 410;
  // Only the server judges whether a password is too easy to guess (its lists would weigh down the web app).
  const serverError = (field: keyof NewPasswordInput) => (setMutation.error instanceof ApiError ? setMutation.error.messageFor(field) : undefined);
  const fieldFailed = serverError('password') !== undefined || serverError('passwordRepeat') !== undefined;
  const toggle = { 'aria-label': t('auth.login.showPassword') };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t(area === 'staff' ? 'auth.newPassword.staffTitle' : 'auth.newPassword.title')}
      </Title>
      <Text>{t('auth.newPassword.intro', { min: MIN_PASSWORD_LENGTH })}</Text>
      <form noValidate onSubmit={form.onSubmit((values) => setMutation.mutate(values))}>
        <Stack>
          <PasswordInput
            {...form.getInputProps('password')}
            error={ruleMessage(form.errors.password, locale) ?? serverError('password')}
            label={t('auth.newPassword.password')}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            required
          />
          <PasswordInput
            {...form.getInputProps('passwordRepeat')}
            error={ruleMessage(form.errors.passwordRepeat, locale) ?? serverError('passwordRepeat')}
            label={t('auth.newPassword.passwordRepeat')}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            required
          />
          {setMutation.isError && !fieldFailed && <ErrorAlert error={setMutation.error} />}
          <Button type="submit" loading={setMutation.isPending}>
            {t('auth.newPassword.submit')}
          </Button>
          {/* Exhibitors ask for a new link themselves; staff get one from an admin (the error says so). */}
          {linkInvalid && area === 'exhibitor' ? (
            <Anchor component={Link} to="/s/reset-password">
              {t('auth.newPassword.requestNewLink')}
            </Anchor>
          ) : (
            <Anchor component={Link} to={PASSWORD_LINKS[area].login}>
              {t('auth.resetPassword.backToLogin')}
            </Anchor>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
