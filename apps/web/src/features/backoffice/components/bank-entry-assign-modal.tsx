import { amountToCents, assignBankEntryInputSchema, type BankEntry } from '@messeportal/domain';
import { ActionIcon, Alert, Anchor, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { MoneyInput } from '../../../ui/decimal-input.tsx';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '../../../ui/form-errors.ts';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { useAssignBankEntry } from '../api/bank-statements.ts';
import { allocatedCents, proposedAllocation, type AllocationRow } from '../model/bank-allocation.ts';

/**
 * Books a waiting credit on invoices named by their numbers: the rows start as the matching proposes them, the
 * invoices it found are listed to add, the sum so far is shown against the credit; the server's refusals (an
 * invoice not open, amounts that do not add up) are said at the row or above the rows.
 */
export function BankEntryAssignModal({ entry, onClose }: { entry: BankEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const assign = useAssignBankEntry(locale);
  const [rows, setRows] = useState<AllocationRow[]>(() => proposedAllocation(entry));
  const [errors, setErrors] = useState<FieldErrors>({});
  const amountCents = amountToCents(entry.amount);
  const fields = rows.flatMap((_, i) => [`allocations.${i}.number`, `allocations.${i}.amount`]);
  const change = (i: number, row: Partial<AllocationRow>) => setRows(rows.map((current, j) => (j === i ? { ...current, ...row } : current)));
  const addCandidate = (number: string, open: number) => {
    const left = Math.max(0, amountCents - allocatedCents(rows));
    const blank = rows.findIndex((row) => row.number === '');
    const row = { number, amount: Math.min(left, amountToCents(open)) / 100 };
    setRows(blank >= 0 ? rows.map((current, j) => (j === blank ? row : current)) : [...rows, row]);
  };

  const submit = () => {
    const input = { allocations: rows.map((row) => ({ number: row.number, amount: row.amount === '' ? Number.NaN : Number(row.amount) })) };
    const found = schemaErrors(assignBankEntryInputSchema, input, langOf(locale));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    assign.mutate(
      { id: entry.id, input },
      {
        onSuccess: () => {
          notifySuccess(t('backoffice.payments.assigned'));
          onClose();
        },
        onError: (failure) => setErrors(failure instanceof ApiError && failure.errors.length > 0 ? serverFieldErrors(failure.errors, fields) : { '': failureText(failure, t) }),
      },
    );
  };
  const unused = entry.candidates.filter((candidate) => !rows.some((row) => row.number.toUpperCase() === candidate.number.toUpperCase()));

  return (
    <Modal opened onClose={onClose} title={t('backoffice.payments.assignTitle')} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('backoffice.payments.assignIntro', { amount: format.money(amountCents), date: format.date(entry.bookedOn), payer: entry.counterpartyName || t('backoffice.payments.unknownPayer') })}
          </Text>
          {entry.remittance && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('backoffice.payments.remittance')}: {entry.remittance}
            </Text>
          )}
          {(errors[''] || errors.allocations) && <Alert color="red">{errors[''] ?? errors.allocations}</Alert>}
          {rows.map((row, i) => (
            <Group key={i} align="flex-start" gap="sm" wrap="nowrap">
              <TextInput
                label={t('backoffice.payments.invoiceNumber')}
                value={row.number}
                onChange={(event) => change(i, { number: event.currentTarget.value })}
                error={errors[`allocations.${i}.number`]}
                maxLength={40}
                required
                style={{ flex: '1 1 12rem', minWidth: 0 }}
              />
              <MoneyInput
                label={t('backoffice.payments.rowAmount')}
                value={row.amount}
                onChange={(amount) => change(i, { amount })}
                error={errors[`allocations.${i}.amount`]}
                required
                style={{ flex: '0 1 10rem', minWidth: 0 }}
              />
              {rows.length > 1 && (
                <ActionIcon variant="subtle" color="gray" mt={28} onClick={() => setRows(rows.filter((_, j) => j !== i))} aria-label={t('backoffice.payments.removeRow', { n: i + 1 })}>
                  <IconTrash size={18} stroke={1.6} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" leftSection={<IconPlus size={16} stroke={1.6} aria-hidden />} onClick={() => setRows([...rows, { number: '', amount: '' }])}>
              {t('backoffice.payments.addRow')}
            </Button>
            <Text size="sm" fw={allocatedCents(rows) === amountCents ? 400 : 600} aria-live="polite">
              {t('backoffice.payments.allocated', { sum: format.money(allocatedCents(rows)), amount: format.money(amountCents) })}
            </Text>
          </Group>
          {unused.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('backoffice.payments.candidates')}
              </Text>
              <List size="sm" spacing={4}>
                {unused.map((candidate) => (
                  <List.Item key={candidate.documentId}>
                    <Anchor component="button" type="button" size="sm" ta="start" onClick={() => addCandidate(candidate.number, candidate.open)}>
                      {t(candidate.dueDate ? 'backoffice.payments.candidateDue' : 'backoffice.payments.candidate', {
                        number: candidate.number,
                        company: candidate.company,
                        open: format.money(amountToCents(candidate.open)),
                        due: candidate.dueDate ? format.date(candidate.dueDate) : '',
                      })}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.payments.cancel')}
            </Button>
            <Button type="submit" loading={assign.isPending}>
              {t('backoffice.payments.book')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
