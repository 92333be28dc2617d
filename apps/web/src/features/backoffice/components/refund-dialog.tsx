import { amountToCents, setOffRefundInputSchema, transferRefundInputSchema, type CreditBalance } from '@messeportal/domain';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { MoneyInput } from '../../../ui/decimal-input.tsx';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '../../../ui/form-errors.ts';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { useCreateRefund } from '../api/refunds.ts';

export type RefundMethodChosen = 'transfer' | 'setOff';

const FIELDS = ['accountHolder', 'iban', 'bic', 'amount', 'setOffDocumentId'];

/**
 * Pays one credit balance back: by transfer to the account proposed (from the bank statement or the mandate,
 * editable), or set off against an open invoice of the same exhibitor; the amount starts as all that can go. The
 * shared schema checks the form, the server's refusals are said at their field.
 */
export function RefundDialog({ owed, method, onClose }: { owed: CreditBalance; method: RefundMethodChosen; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const create = useCreateRefund(locale);
  const [account, setAccount] = useState({ accountHolder: owed.account.accountHolder, iban: owed.account.iban, bic: owed.account.bic });
  const firstOpen = owed.setOffInvoices[0];
  const [setOffId, setSetOffId] = useState<string | null>(firstOpen ? String(firstOpen.documentId) : null);
  const largest = (id: string | null) => Math.min(owed.creditBalance, owed.setOffInvoices.find((invoice) => String(invoice.documentId) === id)?.open ?? owed.creditBalance);
  const [amount, setAmount] = useState<number | string>(method === 'transfer' ? owed.creditBalance : largest(setOffId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const balance = format.money(amountToCents(owed.creditBalance), owed.currency);
  const edit = (field: keyof typeof account, value: string) => {
    setAccount({ ...account, [field]: value });
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = () => {
    const sent = amount === '' ? Number.NaN : Number(amount);
    const input =
      method === 'transfer'
        ? { method, documentId: owed.documentId, amount: sent, ...account }
        : { method, documentId: owed.documentId, amount: sent, setOffDocumentId: setOffId ? Number(setOffId) : Number.NaN };
    const found = schemaErrors(method === 'transfer' ? transferRefundInputSchema : setOffRefundInputSchema, input, langOf(locale));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(input, {
      onSuccess: ({ refund }) => {
        notifySuccess(
          refund.method === 'transfer'
            ? t('backoffice.refunds.madeTransfer')
            : t('backoffice.refunds.madeSetOff', { amount: format.money(amountToCents(refund.amount), owed.currency), number: refund.setOffNumber ?? '' }),
        );
        onClose();
      },
      onError: (failure) => setErrors(failure instanceof ApiError && failure.errors.length > 0 ? serverFieldErrors(failure.errors, FIELDS) : { '': failureText(failure, t) }),
    });
  };

  return (
    <Modal opened onClose={onClose} title={t(method === 'transfer' ? 'backoffice.refunds.transferTitle' : 'backoffice.refunds.setOffTitle', { number: owed.number })} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('backoffice.refunds.dialogIntro', { company: owed.company, amount: balance })}</Text>
          {errors[''] && <Alert color="red">{errors['']}</Alert>}
          {method === 'transfer' ? (
            <>
              <TextInput
                label={t('backoffice.refunds.accountHolder')}
                value={account.accountHolder}
                onChange={(event) => edit('accountHolder', event.currentTarget.value)}
                error={errors.accountHolder}
                maxLength={70}
                required
              />
              <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
                <TextInput
                  label={t('backoffice.refunds.iban')}
                  value={account.iban}
                  onChange={(event) => edit('iban', event.currentTarget.value)}
                  error={errors.iban}
                  maxLength={50}
                  required
                  style={{ flex: '2 1 16rem' }}
                />
                <TextInput
                  label={t('backoffice.refunds.bic')}
                  value={account.bic}
                  onChange={(event) => edit('bic', event.currentTarget.value)}
                  error={errors.bic}
                  maxLength={11}
                  style={{ flex: '1 1 9rem' }}
                />
              </Group>
            </>
          ) : (
            <Select
              label={t('backoffice.refunds.setOffInvoice')}
              data={owed.setOffInvoices.map((invoice) => ({
                value: String(invoice.documentId),
                label: t('backoffice.refunds.setOffOption', { number: invoice.number, open: format.money(amountToCents(invoice.open), owed.currency) }),
              }))}
              value={setOffId}
              onChange={(value) => {
                setSetOffId(value);
                setAmount(largest(value));
              }}
              error={errors.setOffDocumentId}
              allowDeselect={false}
              required
            />
          )}
          <MoneyInput label={t('backoffice.refunds.amount')} value={amount} onChange={setAmount} error={errors.amount} required style={{ maxWidth: '12rem' }} />
          {method === 'transfer' && (
            <Text size="sm" c="dimmed">
              {t('backoffice.refunds.transferHint')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.refunds.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t(method === 'transfer' ? 'backoffice.refunds.saveTransfer' : 'backoffice.refunds.saveSetOff')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
