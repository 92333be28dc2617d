import type { CredentialsRequestInput } from '@messeportal/domain';
import { Alert, Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useRequestCredentials } from '../api/request-credentials.ts';
import { emailRule, optionalPhoneRule, requiredRule, ruleMessage } from '../model/form-rules.ts';

/** The manual request for new credentials, offered when no contact logs in with the address given. */
export function CredentialsRequestForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const requestMutation = useRequestCredentials(locale);
  const form = useForm<CredentialsRequestInput>({
    initialValues: { company: '', name: '', email, phone: '', message: '' },
    validate: { company: requiredRule, name: requiredRule, email: emailRule, phone: optionalPhoneRule },
  });
  const send = (values: CredentialsRequestInput) =>
    requestMutation.mutate({ ...values, company: values.company.trim(), name: values.name.trim(), email: values.email.trim() });

  if (requestMutation.isSuccess) {
    return (
      <Alert role="status" color="green" variant="light">
        {t('auth.credentialsRequest.sent')}
      </Alert>
    );
  }
  const field = (name: keyof CredentialsRequestInput) => ({ ...form.getInputProps(name), error: ruleMessage(form.errors[name], locale) });
  return (
    <Stack component="section" aria-labelledby="credentials-request-title">
      <Title order={2} size="h3" id="credentials-request-title">
        {t('auth.credentialsRequest.title')}
      </Title>
      <Text>{t('auth.credentialsRequest.intro')}</Text>
      <form noValidate onSubmit={form.onSubmit(send)}>
        <Stack>
          <TextInput {...field('company')} label={t('auth.credentialsRequest.company')} autoComplete="organization" required />
          <TextInput {...field('name')} label={t('auth.credentialsRequest.name')} autoComplete="name" required />
          <TextInput {...field('email')} label={t('auth.credentialsRequest.email')} type="email" autoComplete="email" required />
          <TextInput {...field('phone')} label={t('auth.credentialsRequest.phone')} type="tel" autoComplete="tel" />
          <Textarea {...field('message')} label={t('auth.credentialsRequest.message')} autosize minRows={3} maxLength={2000} />
          {requestMutation.isError && <ErrorAlert error={requestMutation.error} />}
          <Button type="submit" loading={requestMutation.isPending}>
            {t('auth.credentialsRequest.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
