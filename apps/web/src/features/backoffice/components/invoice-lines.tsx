import { amountToCents, type InvoiceDocumentDetail } from '@messeportal/domain';
import { Alert, Button, Checkbox, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { MoneyInput } from '../../../ui/decimal-input.tsx';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { RecordTable } from '../../../ui/record-table.tsx';
import { Section } from '../../../ui/section.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useCreditNote } from '../api/invoicing.ts';
import { useInvoicingText } from './invoicing-text.ts';

/**
 * The invoice's lines with what is credited of each; on a live invoice (`creditable`) a credit note of chosen
 * lines, each in full or by an amount. On a phone the table scrolls sideways with the description fixed.
 */
export function InvoiceLines({ detail, creditable }: { detail: InvoiceDocumentDetail; creditable: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const credit = useCreditNote(detail.document.id, useLocale());
  const [chosen, setChosen] = useState<Record<number, number | string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const k = useInvoicingText();
  const money = (euros: number) => format.money(amountToCents(euros));
  const ids = Object.keys(chosen).map(Number);
  const submit = () =>
    credit.mutate(
      { lines: ids.map((id) => ({ id, ...(chosen[id] === '' ? {} : { net: Number(chosen[id]) }) })), reason },
      {
        onSuccess: (answer) => {
          setChosen({});
          setReason('');
          setError(undefined);
          notifySuccess(k('creditIssued', { number: answer.corrections.at(-1)?.number ?? '' }));
        },
        // Said beside the form it refuses, not only in a passing notice.
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  const toggle = (id: number, on: boolean) => {
    const next = { ...chosen };
    if (on) next[id] = '';
    else delete next[id];
    setChosen(next);
  };
  return (
    <Section title={k('lines')}>
      {creditable && (
        <Text size="sm" c="dimmed">
          {k('linesHint')}
        </Text>
      )}
      <RecordTable minWidth={creditable ? 720 : 560} striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{k('description')}</Table.Th>
            <Table.Th ta="right">{k('quantity')}</Table.Th>
            <Table.Th ta="right">{k('net')}</Table.Th>
            <Table.Th ta="right">{k('credited')}</Table.Th>
            {creditable && <Table.Th ta="right">{k('creditAmount')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.lines.map((line) => {
            const left = Math.round((line.sum - line.credited) * 100) / 100;
            return (
              <Table.Tr key={line.id}>
                <Table.Td>
                  {creditable ? (
                    <Checkbox
                      label={line.description}
                      aria-label={k('creditLine', { line: line.description })}
                      disabled={left <= 0}
                      checked={line.id in chosen}
                      onChange={(event) => toggle(line.id, event.currentTarget.checked)}
                    />
                  ) : (
                    line.description
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{`${format.number(line.amount)} ${line.unit}`}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.sum)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {line.credited ? money(line.credited) : '–'}
                </Table.Td>
                {creditable && (
                  <Table.Td ta="right">
                    {line.id in chosen && (
                      <MoneyInput
                        aria-label={k('creditAmountOf', { line: line.description })}
                        placeholder={format.number(left)}
                        description={k('wholeIfEmpty')}
                        min={0.01}
                        max={left}
                        value={chosen[line.id]}
                        onChange={(value) => setChosen({ ...chosen, [line.id]: value })}
                        w="9rem"
                        ml="auto"
                      />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </RecordTable>
      {creditable && ids.length > 0 && (
        <Stack gap="sm" maw="35rem">
          <Textarea label={k('reason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} autosize minRows={2} />
          {error && (
            <Alert color={TONE_COLORS.danger} role="alert" title={k('creditFailed')}>
              {error}
            </Alert>
          )}
          <Group>
            <Button onClick={submit} loading={credit.isPending}>
              {k('issueCredit', { count: ids.length })}
            </Button>
          </Group>
        </Stack>
      )}
    </Section>
  );
}
