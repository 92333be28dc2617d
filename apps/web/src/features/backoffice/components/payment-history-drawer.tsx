import { amountToCents, type HistoryInvoice } from '@messeportal/domain';
import { Anchor, Badge, Drawer, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useErrorText } from '../../../ui/error-alert.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { usePaymentHistory } from '../api/open-items.ts';

interface PaymentHistoryDrawerProps {
  /** The company whose history shows; null: the drawer is closed. */
  company: { id: number; name: string } | null;
  onClose: () => void;
}

/** What happened to one invoice, by day: its credit notes and cancellation, payments, returned debits and refunds. */
function Movements({ invoice }: { invoice: HistoryInvoice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (euros: number) => format.money(amountToCents(euros), invoice.currency);
  const moves = [
    ...invoice.corrections.map((correction) => ({
      day: correction.date,
      text: t(`backoffice.openItems.history.${correction.type === 'cancellation' ? 'cancellation' : 'creditNote'}`, { number: correction.number }),
      amount: money(-correction.gross),
    })),
    ...invoice.payments.map((payment) => ({ day: payment.paidOn, text: t(`backoffice.openItems.history.kinds.${payment.kind}`), amount: money(payment.amount) })),
  ].sort((a, b) => a.day.localeCompare(b.day));
  if (moves.length === 0) return <Text size="sm" c="dimmed">{t('backoffice.openItems.history.noMovements')}</Text>;
  return (
    <List size="sm" spacing={2} listStyleType="none">
      {moves.map((move, i) => (
        <List.Item key={i}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{`${format.date(move.day)} · ${move.text}`}</Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {move.amount}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** A company's payment history beside the open items: every invoice with its state and amounts, and what happened to it. */
export function PaymentHistoryDrawer({ company, onClose }: PaymentHistoryDrawerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const answer = usePaymentHistory(company?.id ?? null, useLocale());
  const errorText = useErrorText(answer.error);
  const history = answer.data;
  return (
    <Drawer opened={company !== null} onClose={onClose} position="right" size="lg" title={t('backoffice.openItems.history.title', { company: company?.name ?? '' })}>
      {answer.error ? (
        <Text c="red.9">{errorText}</Text>
      ) : !history ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : (
        <Stack gap="lg">
          <Group gap="xl">
            <div>
              <Text size="sm" c="dimmed">{t('backoffice.openItems.columns.open')}</Text>
              <Text fw={700} fz="h3">{format.money(amountToCents(history.open))}</Text>
            </div>
            {history.creditBalance > 0 && (
              <div>
                <Text size="sm" c="dimmed">{t('backoffice.openItems.creditBalance')}</Text>
                <Text fw={700} fz="h3">{format.money(amountToCents(history.creditBalance))}</Text>
              </div>
            )}
          </Group>
          {history.invoices.length === 0 && <Text c="dimmed">{t('backoffice.openItems.history.none')}</Text>}
          {history.invoices.map((invoice) => (
            <Stack key={invoice.id} gap={4} component="section" aria-label={invoice.number}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={3} size="h5">
                  <Anchor component={Link} to={`/be/document/${invoice.id}`}>
                    {invoice.number}
                  </Anchor>
                </Title>
                <Group gap={4}>
                  <StatusBadge status={`payment.${invoice.state}`} />
                  {invoice.disputed && (
                    <Badge variant="outline" color="orange.9">
                      {t('backoffice.openItems.disputed')}
                    </Badge>
                  )}
                </Group>
              </Group>
              <Text size="sm" c="dimmed">
                {[invoice.eventName, format.date(invoice.date), invoice.dueDate && t('backoffice.openItems.dueOn', { date: format.date(invoice.dueDate) })].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm">
                {t('backoffice.openItems.history.amounts', {
                  gross: format.money(amountToCents(invoice.gross), invoice.currency),
                  paid: format.money(amountToCents(invoice.paid), invoice.currency),
                  open: format.money(amountToCents(invoice.open), invoice.currency),
                })}
              </Text>
              <Movements invoice={invoice} />
            </Stack>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
