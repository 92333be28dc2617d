import { amountToCents, type Refund, type RefundBatch, type RefundsAnswer } from '@messeportal/domain';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText } from '../../../ui/notify.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { useMakeRefundFile } from '../api/refunds.ts';
import { useChoice } from '../model/use-choice.ts';
import { useDownload } from './use-download.tsx';

const fileOf = (batch: { id: number }) => `/be/refund-batches/${batch.id}/file`;

/**
 * The refunds made, newest first; the transfers still without a file are chosen to begin with, and "Create
 * transfer file" puts them into one pain.001 file and downloads it. The file made stays said here, where the
 * list of refunds it came from changes; the files made before are listed to download again.
 */
export function RefundsMade({ overview }: { overview: RefundsAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const make = useMakeRefundFile(useLocale());
  const { download, failure } = useDownload();
  const [made, setMade] = useState<RefundBatch | null>(null);
  const [error, setError] = useState<string | undefined>();
  const waiting = overview.refunds.filter((refund) => refund.method === 'transfer' && refund.batchId === null);
  const { chosen, isChosen, choose } = useChoice(waiting, (refund) => refund.id);
  const submit = () =>
    make.mutate(
      chosen.map((refund) => refund.id),
      {
        onSuccess: ({ batch }) => {
          setMade(batch);
          setError(undefined);
          void download(fileOf(batch), `erstattung-${batch.id}.xml`);
        },
        onError: (failed) => setError(failureText(failed, t)),
      },
    );
  const missing = overview.bankDataMissing.map((key) => t(`backoffice.refunds.settingNames.${key}`)).join(', ');

  return (
    <Stack gap="sm" mt="md">
      <Text size="sm" fw={600}>
        {t('backoffice.refunds.madeTitle')}
      </Text>
      {overview.refunds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('backoffice.refunds.noneMade')}
        </Text>
      ) : (
        <RefundTable refunds={overview.refunds} chosen={isChosen} onToggle={choose} />
      )}
      {waiting.length > 0 && missing && (
        <Alert color="yellow">
          {t('backoffice.refunds.bankDataMissing', { settings: missing })}{' '}
          <Anchor component={Link} to="/be/settings">
            {t('backoffice.refunds.toSettings')}
          </Anchor>
        </Alert>
      )}
      {error && <Alert color="red">{error}</Alert>}
      {made && (
        <Alert color="green" role="status">
          {t('backoffice.refunds.fileMade', { id: made.id, sum: format.money(amountToCents(made.sum)) })}
        </Alert>
      )}
      {failure}
      {waiting.length > 0 && (
        <Group>
          <Button onClick={submit} loading={make.isPending} disabled={chosen.length === 0}>
            {t('backoffice.refunds.createFile', { count: chosen.length, sum: format.money(chosen.reduce((sum, refund) => sum + amountToCents(refund.amount), 0)) })}
          </Button>
        </Group>
      )}
      <RefundFiles batches={overview.batches} onDownload={(batch) => void download(fileOf(batch), `erstattung-${batch.id}.xml`)} />
    </Stack>
  );
}

function RefundTable({ refunds, chosen, onToggle }: { refunds: Refund[]; chosen: (refund: Refund) => boolean; onToggle: (refund: Refund, on: boolean) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <StackingTable minWidth={760} phone="cards" aria-label={t('backoffice.refunds.madeCaption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.refunds.choose')}</Table.Th>
          <Table.Th>{t('backoffice.refunds.date')}</Table.Th>
          <Table.Th>{t('backoffice.refunds.invoice')}</Table.Th>
          <Table.Th data-numeric>{t('backoffice.refunds.amount')}</Table.Th>
          <Table.Th>{t('backoffice.refunds.how')}</Table.Th>
          <Table.Th>{t('backoffice.refunds.file')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {refunds.map((refund) => {
          const waits = refund.method === 'transfer' && refund.batchId === null;
          return (
            <Table.Tr key={refund.id}>
              <Table.Td data-label={t('backoffice.refunds.choose')}>
                {waits && (
                  <Checkbox
                    checked={chosen(refund)}
                    onChange={(event) => onToggle(refund, event.currentTarget.checked)}
                    aria-label={t('backoffice.refunds.chooseLabel', { number: refund.number, holder: refund.accountHolder })}
                  />
                )}
              </Table.Td>
              <Table.Td data-label={t('backoffice.refunds.date')}>{format.date(refund.createdAt)}</Table.Td>
              <Table.Td data-label={t('backoffice.refunds.invoice')}>
                <Text size="sm" fw={600}>
                  {refund.number}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {refund.company}
                </Text>
              </Table.Td>
              <Table.Td data-numeric data-label={t('backoffice.refunds.amount')} style={{ whiteSpace: 'nowrap' }}>
                {format.money(amountToCents(refund.amount))}
              </Table.Td>
              <Table.Td data-label={t('backoffice.refunds.how')} style={{ overflowWrap: 'anywhere' }}>
                {refund.method === 'transfer' ? t('backoffice.refunds.byTransfer', { holder: refund.accountHolder }) : t('backoffice.refunds.bySetOff', { number: refund.setOffNumber ?? '' })}
              </Table.Td>
              <Table.Td data-label={t('backoffice.refunds.file')}>
                {refund.batchId !== null ? t('backoffice.refunds.inFile', { id: refund.batchId }) : waits ? t('backoffice.refunds.noFile') : '–'}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackingTable>
  );
}

function RefundFiles({ batches, onDownload }: { batches: RefundBatch[]; onDownload: (batch: RefundBatch) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (batches.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('backoffice.refunds.files')}
      </Text>
      {batches.map((batch) => (
        <Group key={batch.id} gap="xs" justify="space-between">
          <Text size="sm">{t('backoffice.refunds.fileLine', { date: format.date(batch.createdAt, { time: true }), count: batch.count, sum: format.money(amountToCents(batch.sum)) })}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={16} stroke={1.6} aria-hidden />}
            onClick={() => onDownload(batch)}
            aria-label={t('backoffice.refunds.downloadFile', { id: batch.id })}
          >
            pain.001
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
