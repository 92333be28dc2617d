import { translate, type LoginInput } from '@messeportal/domain';
import { Anchor, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { notifyError } from '../../../ui/notify.tsx';
import { fieldError } from '../../../ui/translated-errors.ts';
import { login } from '../../auth/api/login.ts';
import { isOtherCompany } from '../model/company-mismatch.ts';
import { useExhibitorSession } from './use-exhibitor-session.ts';
import { useWizard } from './wizard-context.tsx';

/** The company step's login for existing exhibitors; Enter in either field submits. */
export function LoginBox() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { offerCompanyId, steps, state, dispatch } = useWizard();
  const session = useExhibitorSession();
  const loginMutation = useMutation({ mutationFn: (input: LoginInput) => login(input, locale) });
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    // Required fields only, as on the login page: the server checks the rest, and Zod stays out of this chunk.
    validate: { username: (value) => (value.trim() ? null : 'required'), password: (value) => (value ? null : 'required') },
  });

  const submit = (values: LoginInput) =>
    loginMutation.mutate(values, {
      onSuccess: ({ token, userinfo }) => {
        session.keep(token, userinfo);
        if (!isOtherCompany(userinfo, offerCompanyId)) return;
        // SPEC §4: this offer was made for another company — log out again and go back a step.
        session.end();
        notifyError(translate('offerOfOtherCompany', langOf(locale)));
        dispatch({ type: 'stepShown', step: steps[Math.max(0, steps.indexOf(state.step) - 1)]! });
      },
    });

  return (
    <Paper withBorder p="md" h="100%">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          <Title order={3}>{t('configurator.company.loginTitle')}</Title>
          <TextInput
            {...form.getInputProps('username')}
            error={fieldError(form.errors.username, locale)}
            label={t('configurator.company.username')}
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
    </Paper>
  );
}
