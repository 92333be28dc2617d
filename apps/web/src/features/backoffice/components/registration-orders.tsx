import { amountToCents, type StaffOrder } from '@messeportal/domain';
import { Alert, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { RecordTable } from '../../../ui/record-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useMoveOrder } from '../api/registration-desk.ts';

/** The registration's binding orders with their positions; staff move each along the states the server allows. */
export function RegistrationOrders({ registrationId, orders, editable }: { registrationId: number; orders: StaffOrder[]; editable: boolean }) {
  const { t } = useTranslation();
  return (
    <Section title={t('backoffice.desk.orders.title')} empty={orders.length === 0 && t('backoffice.desk.orders.none')}>
      {orders.map((order) => (
        <OrderCard key={order.id} registrationId={registrationId} order={order} editable={editable} />
      ))}
    </Section>
  );
}

function OrderCard({ registrationId, order, editable }: { registrationId: number; order: StaffOrder; editable: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const move = useMoveOrder(registrationId, useLocale());
  const number = order.confirmationNumber ?? String(order.id);
  return (
    <Stack gap="xs" component="article" aria-label={t('backoffice.desk.orders.order', { number, date: format.date(order.createdAt) })}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={3} size="h5">
            {t('backoffice.desk.orders.order', { number, date: format.date(order.createdAt) })}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`backoffice.desk.orders.types.${order.type}`)} · {t('backoffice.desk.orders.by', { name: order.contactName })}
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <StatusBadge status={`document.${order.status}`} />
          {editable && order.nextStates.length > 0 && (
            <NativeSelect
              aria-label={`${t('backoffice.desk.orders.moveTo')}: ${number}`}
              size="xs"
              value=""
              disabled={move.isPending}
              data={[{ value: '', label: t('backoffice.desk.orders.moveTo') }, ...order.nextStates.map((state) => ({ value: state, label: t(`ui.status.document.${state}`) }))]}
              onChange={(event) => {
                const status = order.nextStates.find((state) => state === event.currentTarget.value);
                if (status) move.mutate({ orderId: order.id, status }, { onSuccess: () => notifySuccess(t('backoffice.desk.orders.moved')), onError: (error) => notifyError(failureText(error, t)) });
              }}
            />
          )}
        </Group>
      </Group>
      {move.isError && (
        <Alert color={TONE_COLORS.danger} role="alert">
          {failureText(move.error, t)}
        </Alert>
      )}
      {order.comment && <Text size="sm">{t('backoffice.desk.orders.comment', { comment: order.comment })}</Text>}
      <RecordTable minWidth={560} striped>
        <Table.Caption>{t('backoffice.desk.orders.positions', { number })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backoffice.desk.orders.position')}</Table.Th>
            <Table.Th ta="right">{t('backoffice.desk.orders.amount')}</Table.Th>
            <Table.Th ta="right">{t('backoffice.desk.orders.priceSingle')}</Table.Th>
            <Table.Th ta="right">{t('backoffice.desk.orders.sum')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.positions.map((position, index) => (
            <Table.Tr key={index}>
              <Table.Td>{position.description}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.number(position.amount)} {position.unit}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.money(amountToCents(position.priceSingle))}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.money(amountToCents(position.sum))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </RecordTable>
      <Text size="sm" ta="right">
        {t('backoffice.desk.orders.net')}: <strong>{format.money(amountToCents(order.net))}</strong> · {t('backoffice.desk.orders.gross')}: {format.money(amountToCents(order.gross))}
      </Text>
    </Stack>
  );
}
