import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { LoginForm } from '../../../ui/login-form.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePasswordChanged } from '../../../ui/password-changed.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useStaffLogin, useStaffLoginCode, useStaffLoginSetup, useStaffLoginSetupConfirm } from '../api/login.ts';
import { AuthenticatorSetup } from '../components/two-factor/authenticator-setup.tsx';
import { CodeForm } from '../components/two-factor/code-form.tsx';
import { RecoveryCodes } from '../components/two-factor/recovery-codes.tsx';

/**
 * `#/be/login`: organiser staff log in with e-mail and password, then, with a second factor, with its code; where
 * the organiser requires one they have not set up, they set it up here (issue 32). Afterwards the page that asked
 * for the login opens.
 */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const loginMutation = useStaffLogin(locale);
  const passwordChanged = usePasswordChanged();
  const step = loginMutation.data && 'secondStep' in loginMutation.data ? loginMutation.data : null;
  const restart = (
    <Anchor component="button" type="button" size="sm" onClick={() => loginMutation.reset()} style={{ alignSelf: 'flex-start' }}>
      {t('backoffice.twoFactor.restart')}
    </Anchor>
  );

  return (
    <Stack>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t(step ? `backoffice.twoFactor.${step.secondStep}Title` : 'backoffice.login.title')}
        </Title>
        <Text>{t(step ? `backoffice.twoFactor.${step.secondStep}Intro` : 'backoffice.login.intro')}</Text>
      </Stack>
      {step?.secondStep === 'code' && <CodeStep challenge={step.challenge}>{restart}</CodeStep>}
      {step?.secondStep === 'setup' && <SetupStep challenge={step.challenge}>{restart}</SetupStep>}
      {!step && (
        <>
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
        </>
      )}
    </Stack>
  );
}

/** The authenticator's code (or a recovery code) after the password. */
function CodeStep({ challenge, children }: { challenge: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const codeMutation = useStaffLoginCode(useLocale());
  return (
    <CodeForm onCode={(code) => codeMutation.mutate({ challenge, code })} submitLabel={t('backoffice.login.submit')} mutation={codeMutation} withRecoveryCodes>
      {children}
    </CodeForm>
  );
}

/** Setting up the second factor the organiser requires, then its recovery codes, then the back office. */
function SetupStep({ challenge, children }: { challenge: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const setup = useStaffLoginSetup(challenge, locale);
  const { mutation: confirm, open } = useStaffLoginSetupConfirm(locale);
  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} onDone={() => void open()} doneLabel={t('backoffice.twoFactor.continue')} />;
  if (setup.isPending) return <PageLoader />;
  if (setup.isError) {
    return (
      <Stack>
        <ErrorAlert error={setup.error} />
        {children}
      </Stack>
    );
  }
  return (
    <Stack>
      <AuthenticatorSetup {...setup.data} onCode={(code) => confirm.mutate({ challenge, code })} submitLabel={t('backoffice.twoFactor.switchOnAndLogin')} mutation={confirm} />
      {children}
    </Stack>
  );
}
