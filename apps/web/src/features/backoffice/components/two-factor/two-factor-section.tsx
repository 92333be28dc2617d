import { Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/api-error.ts';
import { useLocale } from '../../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { FormSection, FormWidth } from '../../../../ui/form-layout.tsx';
import { notifySuccess } from '../../../../ui/notify.tsx';
import { PageLoader } from '../../../../ui/page-loader.tsx';
import { TONE_COLORS } from '../../../../ui/tones.ts';
import { useNewRecoveryCodes, useTwoFactor, useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup } from '../../api/two-factor.ts';
import { AuthenticatorSetup } from './authenticator-setup.tsx';
import { CodeForm } from './code-form.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

type Doing = 'nothing' | 'setup' | 'newCodes' | 'switchOff';

/**
 * The own second factor on "My account" (issue 32): switched on by setting up an authenticator app, new recovery
 * codes with a code of it, switched off with the password unless the organiser requires it.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = useTwoFactor(locale);
  const [doing, setDoing] = useState<Doing>('nothing');
  const [codes, setCodes] = useState<string[] | null>(null);
  const setup = useTwoFactorSetup(locale);
  const enable = useTwoFactorEnable(locale);
  const newCodes = useNewRecoveryCodes(locale);
  const showCodes = (recoveryCodes: string[]) => {
    setCodes(recoveryCodes);
    setDoing('nothing');
  };
  const cancel = (
    <Button variant="subtle" onClick={() => setDoing('nothing')} style={{ alignSelf: 'flex-start' }}>
      {t('backoffice.twoFactor.cancel')}
    </Button>
  );

  const body = () => {
    if (state.isPending) return <PageLoader />;
    if (state.isError) return <ErrorAlert error={state.error} />;
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} doneLabel={t('backoffice.twoFactor.done')} />;
    const { enabled, required, recoveryCodesLeft } = state.data;
    if (doing === 'setup' && setup.data) {
      return (
        <Stack>
          <AuthenticatorSetup
            {...setup.data}
            onCode={(code) =>
              enable.mutate(
                { code },
                {
                  onSuccess: ({ recoveryCodes }) => {
                    notifySuccess(t('backoffice.twoFactor.switchedOn'));
                    showCodes(recoveryCodes);
                  },
                },
              )
            }
            submitLabel={t('backoffice.twoFactor.switchOn')}
            mutation={enable}
          />
          {cancel}
        </Stack>
      );
    }
    if (doing === 'newCodes') {
      return (
        <Stack>
          <Text size="sm">{t('backoffice.twoFactor.newCodesIntro')}</Text>
          <CodeForm onCode={(code) => newCodes.mutate({ code }, { onSuccess: ({ recoveryCodes }) => showCodes(recoveryCodes) })} submitLabel={t('backoffice.twoFactor.makeCodes')} mutation={newCodes}>
            {cancel}
          </CodeForm>
        </Stack>
      );
    }
    if (doing === 'switchOff') return <SwitchOff onDone={() => setDoing('nothing')}>{cancel}</SwitchOff>;
    return (
      <Stack>
        <Group gap="xs">
          <Badge variant="light" color={enabled ? TONE_COLORS.success : TONE_COLORS.neutral}>
            {t(enabled ? 'backoffice.twoFactor.on' : 'backoffice.twoFactor.off')}
          </Badge>
          {enabled && <Text size="sm">{t('backoffice.twoFactor.codesLeft', { count: recoveryCodesLeft })}</Text>}
        </Group>
        {required && <Text size="sm">{t('backoffice.twoFactor.required')}</Text>}
        {setup.isError && <ErrorAlert error={setup.error} />}
        <Group>
          {!enabled && (
            <Button onClick={() => setup.mutate(undefined, { onSuccess: () => setDoing('setup') })} loading={setup.isPending}>
              {t('backoffice.twoFactor.setUp')}
            </Button>
          )}
          {enabled && (
            <Button variant="default" onClick={() => setDoing('newCodes')}>
              {t('backoffice.twoFactor.newCodes')}
            </Button>
          )}
          {enabled && !required && (
            <Button variant="light" color={TONE_COLORS.danger} onClick={() => setDoing('switchOff')}>
              {t('backoffice.twoFactor.switchOff')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  };

  return (
    <FormWidth>
      <FormSection title={t('backoffice.twoFactor.title')} description={t('backoffice.twoFactor.intro')}>
        {body()}
      </FormSection>
    </FormWidth>
  );
}

/** Switching the second factor off, with the own password. */
function SwitchOff({ onDone, children }: { onDone: () => void; children: React.ReactNode }) {
  const { t } = useTranslation();
  const disable = useTwoFactorDisable(useLocale());
  const [password, setPassword] = useState('');
  const fieldError = disable.error instanceof ApiError ? disable.error.messageFor('password') : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        disable.mutate(
          { password },
          {
            onSuccess: () => {
              notifySuccess(t('backoffice.twoFactor.switchedOff'));
              onDone();
            },
          },
        );
      }}
    >
      <Stack>
        <Text size="sm">{t('backoffice.twoFactor.switchOffIntro')}</Text>
        <PasswordInput label={t('backoffice.twoFactor.password')} value={password} onChange={(event) => setPassword(event.currentTarget.value)} error={fieldError} autoComplete="current-password" required maw="20rem" />
        {disable.error !== null && !fieldError && <ErrorAlert error={disable.error} />}
        <Group>
          <Button type="submit" color={TONE_COLORS.danger} loading={disable.isPending}>
            {t('backoffice.twoFactor.switchOff')}
          </Button>
          {children}
        </Group>
      </Stack>
    </form>
  );
}
