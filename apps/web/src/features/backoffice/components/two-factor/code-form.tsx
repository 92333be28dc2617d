import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/api-error.ts';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';

interface CodeFormProps {
  /** Sends the code as typed (the server reads digits with spaces, and recovery codes in any case). */
  onCode: (code: string) => void;
  submitLabel: string;
  /** The call's state: the button spins while pending, a failure shows at the field or above the button. */
  mutation: { isPending: boolean; error: unknown };
  /** Recovery codes are taken too (the login); otherwise the authenticator's code only. */
  withRecoveryCodes?: boolean;
  children?: ReactNode;
}

/** One field for the authenticator's six digits (or a recovery code), and its button. */
export function CodeForm({ onCode, submitLabel, mutation, withRecoveryCodes = false, children }: CodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldError = mutation.error instanceof ApiError ? mutation.error.messageFor('code') : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(!code.trim());
        if (code.trim()) onCode(code.trim());
      }}
    >
      <Stack>
        <TextInput
          label={t(withRecoveryCodes ? 'backoffice.twoFactor.codeOrRecovery' : 'backoffice.twoFactor.code')}
          description={withRecoveryCodes ? t('backoffice.twoFactor.codeOrRecoveryHint') : undefined}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={missing ? t('backoffice.twoFactor.codeMissing') : fieldError}
          autoComplete="one-time-code"
          inputMode={withRecoveryCodes ? 'text' : 'numeric'}
          maxLength={40}
          required
          maw="20rem"
          data-autofocus
        />
        {mutation.error !== null && !fieldError && <ErrorAlert error={mutation.error} />}
        <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </form>
  );
}
