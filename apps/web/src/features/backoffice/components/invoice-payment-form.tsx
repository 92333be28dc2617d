import type { InvoiceDocumentDetail } from '@messeportal/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { MoneyInput } from '../../../ui/decimal-input.tsx';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { useRecordPayment } from '../api/invoicing.ts';
import { useInvoicingText } from './invoicing-text.ts';

/** A payment received: the day and the amount (what is open, to begin with); a refusal is said under the amount. */
export function InvoicePaymentForm({ detail }: { detail: InvoiceDocumentDetail }) {
  const { t } = useTranslation();
  const pay = useRecordPayment(detail.document.id, useLocale());
  const [paidOn, setPaidOn] = useState(new Date().toISOString().slice(0, 10));
  const [amount, setAmount] = useState<number | string>(detail.document.payment?.open ?? '');
  const [error, setError] = useState<string | undefined>();
  const k = useInvoicingText();
  const submit = () =>
    pay.mutate(
      { paidOn, amount: Number(amount) },
      {
        onSuccess: (answer) => {
          setError(undefined);
          setAmount(answer.document.payment?.open ?? '');
          notifySuccess(k('paymentSaved'));
        },
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  return (
    <Section title={k('payment')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <DateField label={k('paidOn')} value={paidOn} onChange={setPaidOn} required />
          <MoneyInput label={k('amount')} value={amount} onChange={setAmount} min={0.01} error={error} required />
          <Group>
            <Button type="submit" variant="default" loading={pay.isPending} disabled={amount === '' || Number(amount) <= 0}>
              {k('recordPayment')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
