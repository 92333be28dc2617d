import { amountToCents, type IssueInvoiceInput, type RegistrationInvoicing as Invoicing } from '@messeportal/domain';
import { Alert, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { RecordTable } from '../../../ui/record-table.tsx';
import { TONE_COLORS, toneText } from '../../../ui/tones.ts';
import { Section } from '../../../ui/section.tsx';
import { useCorrectFinalInvoice, useInvoiceDraft, useIssueInvoice, useRegistrationInvoicing } from '../api/invoicing.ts';
import { InvoiceDocumentsTable } from './invoice-documents-table.tsx';
import { InvoiceDraftModal } from './invoice-draft-modal.tsx';
import { useInvoicingText } from './invoicing-text.ts';

type OutdatedFinal = Invoicing['outdatedFinals'][number];

/** What the registration's invoices leave open, as money; null while loading or when nothing is open. */
export function useAmountDue(registrationId: number): string | null {
  const format = useFormat();
  const answer = useRegistrationInvoicing(registrationId, useLocale());
  const open = (answer.data?.documents ?? []).reduce((sum, document) => sum + amountToCents(document.payment?.open ?? 0), 0);
  return open > 0 ? format.money(open) : null;
}

/** What the draft on screen would issue: an invoice, or the corrected final invoice replacing an outdated one. */
type Pending = { kind: 'invoice'; input: IssueInvoiceInput; pdf: Blob } | { kind: 'correction'; final: OutdatedFinal; pdf: Blob };

/**
 * The registration's invoicing: what is not invoiced yet per partial billing number, flagged when it arrived
 * after a final invoice, each invoiced (accounting and admins), optionally as the final invoice, after staff
 * looked at its draft PDF and confirmed it; a final invoice outdated by a partial invoice cancelled since, with
 * its correction (previewed and confirmed the same way); and the invoices, credit notes and cancellation
 * vouchers issued, each leading to its page.
 */
export function RegistrationInvoicing({ registrationId }: { registrationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const answer = useRegistrationInvoicing(registrationId, locale);
  const issue = useIssueInvoice(registrationId, locale);
  const correct = useCorrectFinalInvoice(registrationId, locale);
  const draft = useInvoiceDraft(locale);
  const [final, setFinal] = useState(false);
  const [pending, setPending] = useState<Pending>();
  const mayIssue = staffMayHere(['document', 'write']);
  const k = useInvoicingText();
  // A failed draft or issue stays in sight where it was asked for (in the draft's dialog while it is open), not
  // only in a passing toast.
  const [failure, setFailure] = useState<string>();
  const onError = (error: unknown) => {
    setFailure(failureText(error, t));
    notifyError(failureText(error, t));
  };

  /** First the draft: refused as the invoice would be, else shown for confirmation. */
  const preview = (billingNumber: string) => {
    setFailure(undefined);
    const input: IssueInvoiceInput = { billingNumber: billingNumber as never, final };
    draft.mutate({ path: `/be/registration/${registrationId}/invoices/preview`, body: input }, { onSuccess: (pdf) => setPending({ kind: 'invoice', input, pdf }), onError });
  };
  const previewCorrection = (outdated: OutdatedFinal) => {
    setFailure(undefined);
    draft.mutate({ path: `/be/document/${outdated.id}/final_correction/preview`, body: {} }, { onSuccess: (pdf) => setPending({ kind: 'correction', final: outdated, pdf }), onError });
  };
  const confirm = () => {
    setFailure(undefined);
    if (pending?.kind === 'invoice') {
      issue.mutate(pending.input, {
        onSuccess: (result) => {
          setPending(undefined);
          notifySuccess(k('issued', { number: result.documents.at(-1)?.number ?? '' }));
        },
        onError,
      });
    } else if (pending?.kind === 'correction') {
      correct.mutate(pending.final.id, {
        onSuccess: (result) => {
          setPending(undefined);
          notifySuccess(k('corrected', { number: pending.final.number, replacement: result.documents.at(-1)?.number ?? '' }));
        },
        onError,
      });
    }
  };
  const drafting = (path: string) => draft.isPending && draft.variables?.path === path;

  return (
    <Section title={k('title')}>
      {answer.isPending ? null : answer.isError ? (
        <ErrorAlert error={answer.error} />
      ) : (
        <Stack gap="lg">
          {failure && !pending && (
            <Alert color={TONE_COLORS.danger} role="alert">
              {failure}
            </Alert>
          )}
          {answer.data.outdatedFinals.map((outdated) => (
            <Alert key={outdated.id} color={TONE_COLORS.warning} title={k('outdatedTitle', { number: outdated.number, date: format.date(outdated.date) })}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{k('outdatedText', { partials: outdated.cancelledPartials.join(', '), count: outdated.cancelledPartials.length })}</Text>
                {mayIssue && (
                  <Button size="xs" color={TONE_COLORS.warning} loading={drafting(`/be/document/${outdated.id}/final_correction/preview`)} onClick={() => previewCorrection(outdated)}>
                    {k('correctFinal')}
                  </Button>
                )}
              </Stack>
            </Alert>
          ))}
          <Stack gap="xs">
            <Title order={3} size="h5">
              {k('uninvoiced')}
            </Title>
            {answer.data.uninvoiced.length === 0 ? (
              <Text c="dimmed" size="sm">
                {k('nothingLeft')}
              </Text>
            ) : (
              <>
                <RecordTable minWidth={560} striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{k('billingNumber')}</Table.Th>
                        <Table.Th ta="right">{k('positions')}</Table.Th>
                        <Table.Th ta="right">{k('net')}</Table.Th>
                        {mayIssue && <Table.Th />}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {answer.data.uninvoiced.map((entry) => (
                        <Table.Tr key={entry.billingNumber}>
                          <Table.Td>
                            {entry.billingNumber === 'none' ? k('everything') : k(`billingNumbers.${entry.billingNumber}`)}
                            {entry.afterFinal && (
                              <Text size="xs" c={toneText('warning')} fw={500}>
                                {k('afterFinal', { number: entry.afterFinal.number, date: format.date(entry.afterFinal.date) })}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td ta="right">{entry.positions}</Table.Td>
                          <Table.Td ta="right">{format.money(amountToCents(entry.net))}</Table.Td>
                          {mayIssue && (
                            <Table.Td ta="right">
                              <Button
                                size="xs"
                                variant="light"
                                loading={drafting(`/be/registration/${registrationId}/invoices/preview`) && (draft.variables?.body as IssueInvoiceInput).billingNumber === entry.billingNumber}
                                onClick={() => preview(entry.billingNumber)}
                              >
                                {k('issue')}
                              </Button>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                </RecordTable>
                {mayIssue && (
                  <Group>
                    <Checkbox label={k('asFinal')} description={k('asFinalHint')} checked={final} onChange={(event) => setFinal(event.currentTarget.checked)} />
                  </Group>
                )}
              </>
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {k('issuedDocuments')}
            </Title>
            {answer.data.documents.length === 0 ? (
              <Text c="dimmed" size="sm">
                {k('noDocuments')}
              </Text>
            ) : (
              <InvoiceDocumentsTable documents={answer.data.documents} />
            )}
          </Stack>
        </Stack>
      )}
      <InvoiceDraftModal
        pdf={pending?.pdf}
        title={pending?.kind === 'correction' ? k('draftCorrectionTitle') : k('draftTitle')}
        hint={pending?.kind === 'correction' ? k('draftCorrectionHint', { number: pending.final.number }) : k('draftHint')}
        confirmLabel={pending?.kind === 'correction' ? k('correctAndSend') : k('issueAndSend')}
        confirming={issue.isPending || correct.isPending}
        error={failure}
        onConfirm={confirm}
        onClose={() => {
          setPending(undefined);
          setFailure(undefined);
        }}
      />
    </Section>
  );
}
