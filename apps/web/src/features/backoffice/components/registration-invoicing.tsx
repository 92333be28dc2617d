import { amountToCents } from '@messeportal/domain';
import { Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { useIssueInvoice, useRegistrationInvoicing } from '../api/invoicing.ts';
import { InvoiceDocumentsTable } from './invoice-documents-table.tsx';
import { useInvoicingText } from './invoicing-text.ts';

/**
 * The registration's invoicing: what is not invoiced yet per partial billing number, each invoiced with one
 * click (accounting and admins), optionally as the final invoice; and the invoices, credit notes and
 * cancellation vouchers issued, each leading to its page.
 */
export function RegistrationInvoicing({ registrationId }: { registrationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const answer = useRegistrationInvoicing(registrationId, locale);
  const issue = useIssueInvoice(registrationId, locale);
  const [final, setFinal] = useState(false);
  const mayIssue = staffMayHere(['document', 'write']);
  const k = useInvoicingText();

  const invoice = (billingNumber: string) =>
    issue.mutate(
      { billingNumber: billingNumber as never, final },
      {
        onSuccess: (result) => notifySuccess(k('issued', { number: result.documents.at(-1)?.number ?? '' })),
        onError: (error) => notifyError(failureText(error, t)),
      },
    );

  return (
    <Section title={k('title')}>
      {answer.isPending ? null : answer.isError ? (
        <ErrorAlert error={answer.error} />
      ) : (
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {k('uninvoiced')}
            </Title>
            {answer.data.uninvoiced.length === 0 ? (
              <Text>{k('nothingLeft')}</Text>
            ) : (
              <>
                <Table.ScrollContainer minWidth={480}>
                  <Table striped>
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
                          <Table.Td>{entry.billingNumber === 'none' ? k('everything') : k(`billingNumbers.${entry.billingNumber}`)}</Table.Td>
                          <Table.Td ta="right">{entry.positions}</Table.Td>
                          <Table.Td ta="right">{format.money(amountToCents(entry.net))}</Table.Td>
                          {mayIssue && (
                            <Table.Td ta="right">
                              <Button size="xs" variant="light" loading={issue.isPending && issue.variables?.billingNumber === entry.billingNumber} onClick={() => invoice(entry.billingNumber)}>
                                {k('issue')}
                              </Button>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
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
            {answer.data.documents.length === 0 ? <Text>{k('noDocuments')}</Text> : <InvoiceDocumentsTable documents={answer.data.documents} withCompany={false} />}
          </Stack>
        </Stack>
      )}
    </Section>
  );
}
