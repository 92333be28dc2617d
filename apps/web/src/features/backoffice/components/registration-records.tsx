import { amountToCents, type StaffRegistrationAnswer } from '@messeportal/domain';
import { Anchor, Button, Table } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { KeyValueList } from '../../../ui/key-value-list.tsx';
import { Section } from '../../../ui/section.tsx';
import { RecordTable } from '../../../ui/record-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { isStatus } from '../../../ui/statuses.ts';
import { useDownload } from './use-download.tsx';

/**
 * Rows of cells under their columns' titles, a record page's table: narrower than `minWidth` (a phone) it scrolls
 * sideways with its first column fixed. Money columns (`numeric`, by index) are right-aligned.
 */
export function RecordsTable({ columns, rows, minWidth = 640, numeric = [] }: { columns: string[]; rows: { key: Key; cells: ReactNode[] }[]; minWidth?: number; numeric?: number[] }) {
  return (
    <RecordTable minWidth={minWidth} striped>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            <Table.Th key={column} ta={numeric.includes(index) ? 'right' : undefined}>
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, column) => (
              <Table.Td key={column} ta={numeric.includes(column) ? 'right' : undefined} style={numeric.includes(column) ? { whiteSpace: 'nowrap' } : undefined}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </RecordTable>
  );
}

interface RecordsSectionProps {
  title: string;
  none: string;
  columns: string[];
  rows: ReactNode[][];
  numeric?: number[];
  /** Why an action on a row failed, shown under the table. */
  failure?: ReactNode;
}

/** A section's rows as a table (scrolling sideways on a phone), or, with none, its title and "none" in one line. */
function RecordsSection({ title, none, columns, rows, numeric, failure }: RecordsSectionProps) {
  return (
    <Section title={title} empty={rows.length === 0 && none}>
      <RecordsTable columns={columns} numeric={numeric} rows={rows.map((cells, index) => ({ key: index, cells }))} />
      {failure}
    </Section>
  );
}

/** Invoices, credit notes and cancellation vouchers: listed once, in the invoicing section. */
const INVOICING_TYPES = new Set(['invoice', 'credit_note', 'cancellation']);

/** The registration's other documents (order confirmations, booked services), each downloaded as its PDF. */
export function RegistrationDocuments({ answer }: { answer: StaffRegistrationAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { download, failure } = useDownload();
  const k = (key: string) => t(`backoffice.desk.${key}` as never);
  const documents = answer.documents.filter((document) => !INVOICING_TYPES.has(document.type));
  return (
    <RecordsSection
      title={k('documents.title')}
      none={k('documents.none')}
      columns={[k('documents.number'), k('documents.type'), k('documents.date'), k('documents.status'), k('documents.net')]}
      numeric={[4]}
      failure={failure}
      rows={documents.map((document) => [
        <Anchor
          component="button"
          type="button"
          aria-label={t('backoffice.desk.documents.download', { number: document.number })}
          onClick={() => void download(document.pdfUrl, `${document.number}.pdf`)}
        >
          {document.number}
        </Anchor>,
        document.typeLabel,
        format.date(document.date),
        isStatus(`document.${document.status}`) ? <StatusBadge status={`document.${document.status}` as never} /> : document.statusLabel,
        format.money(amountToCents(document.netAmount)),
      ])}
    />
  );
}

/** The mails the registration's company got, newest as the server lists them. */
export function RegistrationMails({ answer }: { answer: StaffRegistrationAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const k = (key: string) => t(`backoffice.desk.${key}` as never);
  return (
    <RecordsSection
      title={k('mails.title')}
      none={k('mails.none')}
      columns={[k('mails.subject'), k('mails.recipient'), k('mails.state'), k('mails.at')]}
      rows={answer.mails.map((mail) => [
        mail.subject,
        mail.recipient,
        isStatus(`mail.${mail.state}`) ? <StatusBadge status={`mail.${mail.state}` as never} /> : mail.state,
        format.date(mail.createdAt, { time: true }),
      ])}
    />
  );
}

/** What the exhibitor agreed to (each text, linked where it has one, with when) and its stand plan: side column. */
export function RegistrationAgreements({ answer }: { answer: StaffRegistrationAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { download, failure } = useDownload();
  const k = (key: string) => t(`backoffice.desk.${key}` as never);
  return (
    <>
      <Section title={k('consents.title')} empty={answer.consents.length === 0 && k('consents.none')}>
        <KeyValueList
          rows={answer.consents.map((consent) => [
            format.date(consent.at, { time: true }),
            consent.url ? (
              <Anchor href={consent.url} target="_blank" rel="noopener noreferrer">
                {consent.text}
              </Anchor>
            ) : (
              consent.text
            ),
          ])}
        />
      </Section>
      <Section title={k('floorPlan.title')} empty={!answer.floorPlanUrl && k('floorPlan.none')}>
        <div>
          <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void download(answer.floorPlanUrl!, 'standskizze')}>
            {k('floorPlan.download')}
          </Button>
        </div>
        {failure}
      </Section>
    </>
  );
}
