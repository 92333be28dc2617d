import type { LoginInput } from '@messeportal/domain';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale.ts';
import { ErrorAlert } from './error-alert.tsx';
import { fieldError } from './translated-errors.ts';

interface LoginFormProps {
  /** Where the texts live: `<texts>.username`, `.password`, `.showPassword`, `.submit` and `.failed`. */
  texts: 'auth.login' | 'backoffice.login';
  /** Replaces the `<texts>.username` label. */
  usernameLabel?: string;
  /** Whether the user name is an e-mail address (mobile keyboards, browser checks). */
  usernameIsEmail?: boolean;
  /** Sends the filled-in, locally valid credentials. */
  onLogin: (values: LoginInput) => void;
  /** The login call's state: the button spins while pending, a failure shows above it. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  /** Shown above the fields, inside the form. */
  heading?: ReactNode;
  /** Shown below the button, e.g. the link to reset the password. */
  children?: ReactNode;
}

/** The log-in form of exhibitors and staff: user name, password, the failure of the last try and the submit button. */
export function LoginForm({ texts, usernameLabel, usernameIsEmail, onLogin, mutation, heading, children }: LoginFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    // Only what the user can fix before sending; the server checks the full login schema. Zod stays out of
    // the login chunks this way (about 20 KB gzip).
    validate: { username: (value) => (value.trim() ? null : 'required'), password: (value) => (value ? null : 'required') },
  });

  return (
    <form noValidate onSubmit={form.onSubmit(onLogin)}>
      <Stack>
        {heading}
        <TextInput
          {...form.getInputProps('username')}
          error={fieldError(form.errors.username, locale)}
          label={usernameLabel ?? t(`${texts}.username`)}
          type={usernameIsEmail ? 'email' : undefined}
          autoComplete="username"
          required
        />
        <PasswordInput
          {...form.getInputProps('password')}
          error={fieldError(form.errors.password, locale)}
          label={t(`${texts}.password`)}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t(`${texts}.showPassword`) }}
          required
        />
        {mutation.isError && <ErrorAlert error={mutation.error} fallback={t(`${texts}.failed`)} />}
        <Button type="submit" loading={mutation.isPending}>
          {t(`${texts}.submit`)}
        </Button>
        {children}
      </Stack>
    </form>
  );
}
