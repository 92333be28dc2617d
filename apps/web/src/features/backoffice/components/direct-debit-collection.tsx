import { amountToCents, type CollectAnswer, type DueDebit } from '@messeportal/domain';
import { Alert, Anchor, Button, Checkbox, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { useCollectDirectDebits, useDirectDebits } from '../api/bank-statements.ts';
import { useChoice } from '../model/use-choice.ts';
import { useDownload } from './use-download.tsx';

/**
 * Collecting by SEPA direct debit: the open invoices of companies with a mandate, each with the day it would be
 * collected on, all chosen to begin with; collecting makes the pain.008 files to hand to the bank (and mails
 * the debtors), listed below with the files made before.
 */
export function DirectDebitCollection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = useDirectDebits(locale);
  // Kept here: the list it came from empties once its invoices are collected, the result stays in sight.
  const [result, setResult] = useState<CollectAnswer | null>(null);
  if (!answer.data) return null;
  const { creditorIdMissing, due, batches } = answer.data;
  if (creditorIdMissing) {
    return (
      <Section title={t('backoffice.payments.debitTitle')}>
        <Text size="sm">
          {t('backoffice.payments.creditorIdMissing')}{' '}
          <Anchor component={Link} to="/be/settings">
            {t('backoffice.payments.toSettings')}
          </Anchor>
        </Text>
      </Section>
    );
  }
  return (
    <Section title={t('backoffice.payments.debitTitle')}>
      {due.length === 0 ? <Text size="sm">{t('backoffice.payments.nothingDue')}</Text> : <DueDebits due={due} onCollected={setResult} />}
      {result && <CollectResult result={result} />}
      <DebitFiles batches={batches} />
    </Section>
  );
}

function CollectResult({ result }: { result: CollectAnswer }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" role="status" mt="sm" title={t('backoffice.payments.collected', { count: result.batches.reduce((sum, batch) => sum + batch.count, 0) })}>
      {result.leftOut.length > 0 && (
        <List size="sm">
          {result.leftOut.map((left) => (
            <List.Item key={left.documentId}>{t(`backoffice.payments.leftOut.${left.reason}`, { number: left.number })}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

function DueDebits({ due, onCollected }: { due: DueDebit[]; onCollected: (result: CollectAnswer) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const collect = useCollectDirectDebits(useLocale());
  const { chosen, isChosen, choose } = useChoice(due, (debit) => debit.documentId);
  const [error, setError] = useState<string | undefined>();
  const submit = () =>
    collect.mutate(
      chosen.map((debit) => debit.documentId),
      {
        onSuccess: (answer) => {
          onCollected(answer);
          setError(undefined);
        },
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  return (
    <Stack gap="sm">
      <Text size="sm">{t('backoffice.payments.debitIntro')}</Text>
      <StackingTable minWidth={760} phone="cards" aria-label={t('backoffice.payments.dueCaption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backoffice.payments.collect')}</Table.Th>
            <Table.Th>{t('backoffice.payments.invoice')}</Table.Th>
            <Table.Th data-numeric>{t('backoffice.payments.open')}</Table.Th>
            <Table.Th>{t('backoffice.payments.dueDate')}</Table.Th>
            <Table.Th>{t('backoffice.payments.collectionDate')}</Table.Th>
            <Table.Th>{t('backoffice.payments.mandate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {due.map((debit) => (
            <Table.Tr key={debit.documentId}>
              <Table.Td data-label={t('backoffice.payments.collect')}>
                <Checkbox
                  checked={isChosen(debit)}
                  onChange={(event) => choose(debit, event.currentTarget.checked)}
                  aria-label={t('backoffice.payments.collectLabel', { number: debit.number, company: debit.company })}
                />
              </Table.Td>
              <Table.Td data-label={t('backoffice.payments.invoice')}>
                <Anchor component={Link} to={`/be/document/${debit.documentId}`} fw={600}>
                  {debit.number}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {debit.company}
                </Text>
              </Table.Td>
              <Table.Td data-numeric data-label={t('backoffice.payments.open')} style={{ whiteSpace: 'nowrap' }}>
                {format.money(amountToCents(debit.open))}
              </Table.Td>
              <Table.Td data-label={t('backoffice.payments.dueDate')}>{debit.dueDate ? format.date(debit.dueDate) : '–'}</Table.Td>
              <Table.Td data-label={t('backoffice.payments.collectionDate')}>{format.date(debit.collectionDate)}</Table.Td>
              <Table.Td data-label={t('backoffice.payments.mandate')}>
                <Text size="sm">{debit.mandateReference}</Text>
                <Text size="sm" c="dimmed">
                  {t(`backoffice.payments.schemes.${debit.scheme}`)} · {t(`backoffice.payments.sequences.${debit.sequenceType}`)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackingTable>
      {error && <Alert color="red">{error}</Alert>}
      <Group>
        <Button onClick={submit} loading={collect.isPending} disabled={chosen.length === 0}>
          {t('backoffice.payments.collectButton', { count: chosen.length, sum: format.money(chosen.reduce((sum, debit) => sum + amountToCents(debit.open), 0)) })}
        </Button>
      </Group>
    </Stack>
  );
}

function DebitFiles({ batches }: { batches: { id: number; createdAt: string; scheme: 'CORE' | 'B2B'; count: number; sum: number }[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { download, failure } = useDownload();
  if (batches.length === 0) return null;
  return (
    <Stack gap={6} mt="md">
      <Text size="sm" fw={600}>
        {t('backoffice.payments.files')}
      </Text>
      {failure}
      {batches.map((batch) => (
        <Group key={batch.id} gap="sm" wrap="nowrap" justify="space-between">
          <Text size="sm">
            {t('backoffice.payments.fileLine', {
              date: format.date(batch.createdAt, { time: true }),
              scheme: t(`backoffice.payments.schemes.${batch.scheme}`),
              count: batch.count,
              sum: format.money(amountToCents(batch.sum)),
            })}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={16} stroke={1.6} aria-hidden />}
            onClick={() => void download(`/be/direct-debit-batches/${batch.id}/file`, `lastschrift-${batch.id}.xml`)}
            aria-label={t('backoffice.payments.downloadFile', { id: batch.id })}
          >
            pain.008
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
