import { amountToCents, type RegistrationOrder } from '@messeportal/domain';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { failureText } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { PriceTable } from '../../../ui/price-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useDownloadDocument } from '../api/download-document.ts';
import { toPriceRows } from '../api/get-registration.ts';

type PositionKind = RegistrationOrder['positions'][number]['kind'];

interface OrderedListProps {
  orders: readonly RegistrationOrder[];
  currency: string;
  /** Only positions of these kinds (the media page shows media); orders without any are left out. */
  kinds?: readonly PositionKind[];
}

/** The orders that hold positions of `kinds` (all kinds when not given), each with those positions only. */
export function ordersWithPositions(orders: readonly RegistrationOrder[], kinds?: readonly PositionKind[]) {
  return orders
    .map((order) => ({ order, positions: order.positions.filter((p) => !kinds || kinds.includes(p.kind)) }))
    .filter(({ positions }) => positions.length > 0);
}

/**
 * The registration's binding orders as the exhibitor placed them: when, in which state, which order confirmation
 * (with its PDF), the positions, and net, VAT and gross as confirmed.
 */
export function OrderedList({ orders, currency, kinds }: OrderedListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownloadDocument();
  // A confirmation's PDF that failed to load is said in its order, under its button.
  const [failed, setFailed] = useState<{ orderId: number; text: string } | null>(null);
  const shown = ordersWithPositions(orders, kinds);
  if (shown.length === 0) return <EmptyState compact icon={<IconReceipt size={20} stroke={1.6} />} title={t('portal.ordered.none')} text={t('portal.ordered.noneHint')} />;
  return (
    <Stack gap="md">
      {shown.map(({ order, positions }) => {
        const title = t(`portal.ordered.type.${order.type}`, { date: format.date(order.createdAt) });
        const partial = positions.length < order.positions.length;
        return (
          <Paper key={order.id} withBorder p="md">
            <Stack gap="sm">
              <Group justify="space-between" gap="sm">
                <Group gap="sm">
                  <Title order={3} size="h4">
                    {title}
                  </Title>
                  <StatusBadge status={`document.${order.status}`} />
                </Group>
                {order.confirmation && (
                  <Button
                    variant="light"
                    size="xs"
                    loading={download.isPending && download.variables?.id === order.confirmation.id}
                    onClick={() => {
                      setFailed(null);
                      download.mutate(order.confirmation!, { onError: (error) => setFailed({ orderId: order.id, text: failureText(error, t) }) });
                    }}
                  >
                    {t('portal.ordered.confirmationPdf', { number: order.confirmation.number })}
                  </Button>
                )}
              </Group>
              {failed?.orderId === order.id && (
                <Alert color={TONE_COLORS.danger} variant="light" role="alert" title={t('portal.documents.downloadFailed')}>
                  {failed.text}
                </Alert>
              )}
              {order.status === 'canceled' && <Text size="sm">{t('portal.ordered.canceled')}</Text>}
              <PriceTable caption={t('portal.ordered.positions')} rows={toPriceRows(positions)} currency={currency} />
              {partial ? (
                <Text size="sm" c="dimmed">
                  {t('portal.ordered.partOfOrder', { gross: format.money(amountToCents(order.gross), currency) })}
                </Text>
              ) : (
                <OrderTotals order={order} currency={currency} />
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Net, VAT and gross of an order, as its confirmation states them. */
function OrderTotals({ order, currency }: { order: RegistrationOrder; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: [string, number][] = [
    [t('portal.ordered.net'), order.net],
    [t('portal.ordered.vat'), order.vat],
    [t('portal.ordered.gross'), order.gross],
  ];
  return (
    <Table maw={360} ml="auto" aria-label={t('portal.ordered.totals')}>
      <Table.Tbody>
        {rows.map(([label, amount]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right">{format.money(amountToCents(amount), currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
