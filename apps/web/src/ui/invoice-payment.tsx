import { amountToCents, type InvoicePayment } from '@messeportal/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';
import { useUiTexts } from './i18n/ui-texts.ts';
import { StatusBadge } from './status-badge.tsx';
import { toneText } from './tones.ts';

interface InvoicePaymentStateProps {
  payment: InvoicePayment;
  dueDate: string | null;
  currency?: string;
  /** Whether to say what is open, when it is due and what is paid (not where a table has columns for them). */
  withAmounts?: boolean;
}

/**
 * Where an invoice stands: its payment state as a badge; under it what is open, when it is due and what is
 * paid of it, and a credit balance owed back to the exhibitor.
 */
export function InvoicePaymentState({ payment, dueDate, currency, withAmounts = true }: InvoicePaymentStateProps) {
  useUiTexts();
  const { t } = useTranslation();
  const format = useFormat();
  const money = (euros: number) => format.money(amountToCents(euros), currency);
  const open = withAmounts && payment.open > 0;
  const details = [
    ...(open ? [t('ui.payment.open', { amount: money(payment.open) })] : []),
    ...(open && dueDate ? [t('ui.payment.due', { date: format.date(dueDate) })] : []),
    ...(open && payment.paid > 0 ? [t('ui.payment.paid', { amount: money(payment.paid) })] : []),
  ];
  return (
    // Lines in the flow, not a flex column: they follow the cell's alignment (right on a phone's card).
    <div>
      <StatusBadge status={`payment.${payment.state}`} />
      {details.length > 0 && (
        <Text size="xs" c="dimmed" mt={2}>
          {details.join(' · ')}
        </Text>
      )}
      {payment.creditBalance > 0 && (
        <Text size="xs" fw={600} c={toneText('warning')} mt={2}>
          {t('ui.payment.creditBalance', { amount: money(payment.creditBalance) })}
        </Text>
      )}
    </div>
  );
}
