import { amountToCents, formatIban, type CreditBalance } from '@messeportal/domain';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { useRefunds } from '../api/refunds.ts';
import { RefundDialog, type RefundMethodChosen } from './refund-dialog.tsx';
import { RefundsMade } from './refunds-made.tsx';

/**
 * Credit balances owed back (a credit note on a paid invoice, an overpayment), each paid back by transfer to the
 * account proposed or set off against an open invoice of the same exhibitor; below, the refunds made, of which
 * the transfers are put into a pain.001 file. The dialog lives here, not in the table a refetch redraws.
 */
export function RefundsPanel() {
  const { t } = useTranslation();
  const answer = useRefunds(useLocale());
  const [refunding, setRefunding] = useState<{ owed: CreditBalance; method: RefundMethodChosen } | null>(null);
  if (!answer.data) return null;
  const { owed } = answer.data;
  return (
    <Section title={t('backoffice.refunds.title')}>
      <Text size="sm">{t('backoffice.refunds.intro')}</Text>
      {owed.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('backoffice.refunds.none')}
        </Text>
      ) : (
        <OwedTable owed={owed} onRefund={(chosen, method) => setRefunding({ owed: chosen, method })} />
      )}
      <RefundsMade overview={answer.data} />
      {refunding && <RefundDialog key={`${refunding.owed.documentId}-${refunding.method}`} {...refunding} onClose={() => setRefunding(null)} />}
    </Section>
  );
}

function OwedTable({ owed, onRefund }: { owed: CreditBalance[]; onRefund: (owed: CreditBalance, method: RefundMethodChosen) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <StackingTable minWidth={760} phone="cards" aria-label={t('backoffice.refunds.caption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.refunds.invoice')}</Table.Th>
          <Table.Th data-numeric>{t('backoffice.refunds.creditBalance')}</Table.Th>
          <Table.Th>{t('backoffice.refunds.account')}</Table.Th>
          <Table.Th>{t('backoffice.refunds.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {owed.map((entry) => (
          <Table.Tr key={entry.documentId}>
            <Table.Td data-label={t('backoffice.refunds.invoice')}>
              <Anchor component={Link} to={`/be/document/${entry.documentId}`} fw={600}>
                {entry.number}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entry.company}
              </Text>
            </Table.Td>
            <Table.Td data-numeric data-label={t('backoffice.refunds.creditBalance')} style={{ whiteSpace: 'nowrap' }}>
              {format.money(amountToCents(entry.creditBalance), entry.currency)}
            </Table.Td>
            <Table.Td data-label={t('backoffice.refunds.account')}>
              {entry.account.source === 'none' ? (
                <Text size="sm" c="dimmed">
                  {t('backoffice.refunds.accountFrom.none')}
                </Text>
              ) : (
                <Stack gap={0}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {entry.account.accountHolder}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatIban(entry.account.iban)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`backoffice.refunds.accountFrom.${entry.account.source}`)}
                  </Text>
                </Stack>
              )}
            </Table.Td>
            <Table.Td data-label={t('backoffice.refunds.actions')}>
              <Group gap="xs">
                <Button size="compact-sm" variant="light" onClick={() => onRefund(entry, 'transfer')} aria-label={t('backoffice.refunds.transferLabel', { number: entry.number })}>
                  {t('backoffice.refunds.transfer')}
                </Button>
                {entry.setOffInvoices.length > 0 ? (
                  <Button size="compact-sm" variant="default" onClick={() => onRefund(entry, 'setOff')} aria-label={t('backoffice.refunds.setOffLabel', { number: entry.number })}>
                    {t('backoffice.refunds.setOff')}
                  </Button>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('backoffice.refunds.noSetOff')}
                  </Text>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackingTable>
  );
}
