import { translate, type LoginInput } from '@messeportal/domain';
import { Anchor, Paper, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { login } from '../../../api/login.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { LoginForm } from '../../../ui/login-form.tsx';
import { notifyError } from '../../../ui/notify.tsx';
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
      <LoginForm
        texts="auth.login"
        usernameLabel={t('configurator.company.username')}
        onLogin={submit}
        mutation={loginMutation}
        heading={<Title order={3}>{t('configurator.company.loginTitle')}</Title>}
      >
        <Anchor component={Link} to="/s/reset-password">
          {t('auth.login.forgotPassword')}
        </Anchor>
      </LoginForm>
    </Paper>
  );
}
