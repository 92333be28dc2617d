import { formatIban, mandateInputSchema, mandateText, type MandateAnswer, type MandateInput } from '@messeportal/domain';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '../../../ui/form-errors.ts';
import { fieldWidth } from '../../../ui/form-widths.ts';
import { KeyValueList } from '../../../ui/key-value-list.tsx';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { useGrantMandate, useMandate, useRevokeMandate } from '../api/mandate.ts';

const FIELDS = ['scheme', 'accountHolder', 'iban', 'bic', 'accepted'];

/**
 * Paying by SEPA direct debit: the company's mandate in force with a way to revoke it, or the form that grants
 * one (scheme, account, the mandate's wording to accept); nothing to grant while the organiser offers none.
 */
export function DirectDebitMandate() {
  const { t } = useTranslation();
  const answer = useMandate(useLocale());
  if (!answer.data) return null;
  const { mandate, creditor } = answer.data;
  if (!creditor) return <Section title={t('portal.mandate.title')} empty={t('portal.mandate.notOffered')} />;
  return <Section title={t('portal.mandate.title')}>{mandate ? <MandateInForce mandate={mandate} /> : <GrantMandate creditor={creditor} />}</Section>;
}

function MandateInForce({ mandate }: { mandate: NonNullable<MandateAnswer['mandate']> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const revoke = useRevokeMandate(useLocale());
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('portal.mandate.inForce')}</Text>
      <KeyValueList
        rows={[
          [t('portal.mandate.reference'), mandate.reference],
          [t('portal.mandate.scheme'), t(`portal.mandate.schemes.${mandate.scheme}`)],
          [t('portal.mandate.accountHolder'), mandate.accountHolder],
          [t('portal.mandate.iban'), formatIban(mandate.iban)],
          ...(mandate.bic ? [[t('portal.mandate.bic'), mandate.bic] as const] : []),
          [t('portal.mandate.signedOn'), format.date(mandate.signedOn)],
        ]}
      />
      {error && <Alert color="red">{error}</Alert>}
      {asking ? (
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {t('portal.mandate.revokeQuestion')}
          </Text>
          <Button
            color="red"
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => notifySuccess(t('portal.mandate.revoked')),
                onError: (failure) => setError(failureText(failure, t)),
              })
            }
          >
            {t('portal.mandate.revokeConfirm')}
          </Button>
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('portal.mandate.keep')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button variant="default" onClick={() => setAsking(true)}>
            {t('portal.mandate.revoke')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function GrantMandate({ creditor }: { creditor: NonNullable<MandateAnswer['creditor']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const grant = useGrantMandate(locale);
  const [values, setValues] = useState<Omit<MandateInput, 'accepted'> & { accepted: boolean }>({ scheme: 'CORE', accountHolder: '', iban: '', bic: '', accepted: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (change: Partial<typeof values>) => setValues({ ...values, ...change });
  const input = (name: 'accountHolder' | 'iban' | 'bic') => ({
    label: t(`portal.mandate.${name}`),
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => set({ [name]: event.currentTarget.value }),
    error: errors[name],
  });
  const submit = () => {
    const found = schemaErrors(mandateInputSchema, values, langOf(locale));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    grant.mutate(values as MandateInput, {
      onSuccess: () => notifySuccess(t('portal.mandate.granted')),
      onError: (failure) => setErrors(failure instanceof ApiError && failure.errors.length > 0 ? serverFieldErrors(failure.errors, FIELDS) : { '': failureText(failure, t) }),
    });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('portal.mandate.intro')}</Text>
        {errors[''] && <Alert color="red">{errors['']}</Alert>}
        <Radio.Group label={t('portal.mandate.scheme')} value={values.scheme} onChange={(scheme) => set({ scheme: scheme as MandateInput['scheme'] })} error={errors.scheme} required>
          <Stack gap="xs" mt={4}>
            <Radio value="CORE" label={t('portal.mandate.schemes.CORE')} description={t('portal.mandate.schemeHints.CORE')} />
            <Radio value="B2B" label={t('portal.mandate.schemes.B2B')} description={t('portal.mandate.schemeHints.B2B')} />
          </Stack>
        </Radio.Group>
        <TextInput {...input('accountHolder')} maxLength={70} required autoComplete="name" {...fieldWidth('long')} />
        <TextInput {...input('iban')} maxLength={50} required autoComplete="off" description={t('portal.mandate.ibanHint')} {...fieldWidth('long')} />
        <TextInput {...input('bic')} maxLength={11} autoComplete="off" description={t('portal.mandate.bicHint')} {...fieldWidth('medium')} />
        <Stack gap={6} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}>
          <Text size="sm" fw={600}>
            {t('portal.mandate.wording', { creditor: creditor.name })}
          </Text>
          {mandateText(langOf(locale), { creditor: creditor.name, creditorId: creditor.creditorId, scheme: values.scheme }).map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} size="sm">
              {paragraph}
            </Text>
          ))}
        </Stack>
        <Checkbox label={t('portal.mandate.accept')} checked={values.accepted} onChange={(event) => set({ accepted: event.currentTarget.checked })} error={errors.accepted} />
        <Group>
          <Button type="submit" loading={grant.isPending}>
            {t('portal.mandate.grant')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
