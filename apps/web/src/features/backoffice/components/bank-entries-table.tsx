import { amountToCents, type BankEntry } from '@messeportal/domain';
import { Anchor, Group, Menu, Table, Text } from '@mantine/core';
import { IconArchive, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { IndexActionsHeader, IndexRowActions } from '../../../ui/index-row-actions.tsx';
import { IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useDismissBankEntry } from '../api/bank-statements.ts';

interface BankEntriesTableProps {
  entries: BankEntry[];
  /** Opens the dialog that books a waiting credit on invoices. */
  onAssign: (entry: BankEntry) => void;
}

/**
 * Entries of bank statements: who paid (or was paid) with the remittance text under the name, the booking day,
 * why it waits or the invoices it was booked on, the amount (money that left the account negative); a waiting
 * entry is assigned or dismissed from its "…" menu. On a phone a row is payer and remittance, reason and amount.
 */
export function BankEntriesTable({ entries, onAssign }: BankEntriesTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const dismiss = useDismissBankEntry(useLocale());
  const withActions = entries.some((entry) => entry.state === 'review');
  const payerOf = (entry: BankEntry) => entry.counterpartyName || t('backoffice.payments.unknownPayer');
  const signed = (entry: BankEntry) => format.money((entry.direction === 'debit' ? -1 : 1) * amountToCents(entry.amount));

  return (
    <IndexTable minWidth={960} caption={t('backoffice.payments.caption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.payments.payer')}</Table.Th>
          <Table.Th>{t('backoffice.payments.bookedOn')}</Table.Th>
          <Table.Th>{withActions ? t('backoffice.payments.reason') : t('backoffice.payments.invoices')}</Table.Th>
          <Table.Th data-numeric>{t('backoffice.payments.amount')}</Table.Th>
          {withActions && <IndexActionsHeader />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <IndexTitleCell
              title={payerOf(entry)}
              detail={
                <>
                  <Text span size="sm" c="dimmed" lineClamp={2} title={entry.remittance}>
                    {entry.remittance || entry.endToEndId || '–'}
                  </Text>
                  {entry.returnReason && (
                    <Text span size="sm" c="dimmed" display="block">
                      {t('backoffice.payments.returnReason', { code: entry.returnReason })}
                    </Text>
                  )}
                </>
              }
              phoneMeta={format.date(entry.bookedOn)}
            />
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(entry.bookedOn)}</Table.Td>
            <Table.Td data-phone="badge">
              {entry.state === 'review' && entry.reason ? (
                <StatusBadge status={`bankEntry.${entry.reason}`} />
              ) : (
                <Group gap="xs">
                  {entry.payments.map((payment) => (
                    <Anchor key={payment.documentId} component={Link} to={`/be/document/${payment.documentId}`} size="sm">
                      {payment.number}
                    </Anchor>
                  ))}
                </Group>
              )}
            </Table.Td>
            <Table.Td data-numeric data-phone="amount" style={{ whiteSpace: 'nowrap' }}>
              {signed(entry)}
            </Table.Td>
            {withActions && (
              <Table.Td data-phone="actions">
                {entry.state === 'review' && (
                  <IndexRowActions name={payerOf(entry)}>
                    {entry.direction === 'credit' && (
                      <Menu.Item
                        leftSection={<IconReceipt size={16} stroke={1.6} aria-hidden />}
                        onClick={() => onAssign(entry)}
                        aria-label={t('backoffice.payments.assignLabel', { amount: signed(entry), payer: payerOf(entry) })}
                      >
                        {t('backoffice.payments.assign')}
                      </Menu.Item>
                    )}
                    <Menu.Item
                      leftSection={<IconArchive size={16} stroke={1.6} aria-hidden />}
                      disabled={dismiss.isPending && dismiss.variables === entry.id}
                      onClick={() =>
                        dismiss.mutate(entry.id, {
                          onSuccess: () => notifySuccess(t('backoffice.payments.dismissed')),
                          onError: (failure) => notifyError(failureText(failure, t)),
                        })
                      }
                      aria-label={t('backoffice.payments.dismissLabel', { amount: signed(entry), payer: payerOf(entry) })}
                    >
                      {t('backoffice.payments.dismiss')}
                    </Menu.Item>
                  </IndexRowActions>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </IndexTable>
  );
}
