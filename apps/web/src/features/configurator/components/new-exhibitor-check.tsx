import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rememberTarget } from '../../../api/session.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useCheckEmail } from '../api/check-email.ts';
import { useWizard } from './wizard-context.tsx';

/**
 * The way in for new exhibitors: an e-mail address is checked first (only once it contains an @, SPEC §5);
 * a company that is already registered is sent to the login, anyone else gets the registration form.
 */
export function NewExhibitorCheck() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { state, dispatch } = useWizard();
  const [email, setEmail] = useState(state.configuration.personal.contact.email);
  const check = useCheckEmail(locale);
  const registered = check.data?.success === false;

  const submit = () => {
    if (!email.includes('@')) return;
    check.mutate(email.trim(), {
      onSuccess: (answer) => {
        if (answer.success) dispatch({ type: 'newExhibitorChosen', email: email.trim(), lang: langOf(locale) });
      },
    });
  };

  return (
    <Paper withBorder p="md" h="100%">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Title order={3}>{t('configurator.company.newTitle')}</Title>
          <Text size="sm">{t('configurator.company.newIntro')}</Text>
          <TextInput
            label={t('configurator.company.newEmail')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          {registered && (
            <Alert color="orange" variant="light" role="alert">
              <Stack gap={4} align="flex-start">
                <span>{check.data?.errors?.[0]?.message ?? t('configurator.company.alreadyRegistered')}</span>
                <Anchor component={Link} to="/s/login" onClick={() => rememberTarget(window.location.hash)}>
                  {t('configurator.company.toLogin')}
                </Anchor>
              </Stack>
            </Alert>
          )}
          {check.isError && <ErrorAlert error={check.error} />}
          <Button type="submit" variant="light" disabled={!email.includes('@')} loading={check.isPending}>
            {t('configurator.company.check')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
