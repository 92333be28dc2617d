import { amountToCents, type StaffRegistrationAnswer } from '@messeportal/domain';
import { Anchor, Button, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveBlob } from '../../../api/download-file.ts';
import { useFormat } from '../../../i18n/format.ts';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { isStatus } from '../../../ui/statuses.ts';

/** Rows of cells under their columns' titles: a card per row on a phone, each cell labelled by its column. */
export function RecordsTable({ columns, rows, minWidth = 640 }: { columns: string[]; rows: { key: Key; cells: ReactNode[] }[]; minWidth?: number }) {
  return (
    <StackingTable minWidth={minWidth} striped>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, column) => (
              <Table.Td key={column} data-label={columns[column]}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackingTable>
  );
}

/** A section's rows as a table (a card per row on a phone), or its "none" text. */
function RecordsSection({ title, none, columns, rows }: { title: string; none: string; columns: string[]; rows: ReactNode[][] }) {
  return (
    <Section title={title}>
      {rows.length === 0 ? <Text>{none}</Text> : <RecordsTable columns={columns} rows={rows.map((cells, index) => ({ key: index, cells }))} />}
    </Section>
  );
}

/** Downloads a file of the API under the name it gives (else `name`); a failure is told in a notification. */
export function useDownload() {
  const { t } = useTranslation();
  return async (path: string, name: string) => {
    try {
      const file = await fetchFile(path, { accept: '*/*' });
      saveBlob(file.blob, file.fileName ?? name);
    } catch (error) {
      notifyError(failureText(error, t));
    }
  };
}

/** What the exhibitor booked and agreed to, the documents and mails it got: each a section of the registration page. */
export function RegistrationRecords({ answer }: { answer: StaffRegistrationAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownload();
  const k = (key: string) => t(`backoffice.desk.${key}` as never);

  return (
    <>
      <RecordsSection
        title={k('services.title')}
        none={k('services.none')}
        columns={[k('services.group'), k('services.item'), k('services.amount'), k('services.sum'), k('services.changed')]}
        rows={answer.bookedServices.map((service) => [
          service.group,
          service.title,
          service.checked && service.amount <= 1 ? k('services.yes') : `${format.number(service.amount)} ${service.unit}`,
          format.money(amountToCents(service.sum)),
          format.date(service.updatedAt, { time: true }),
        ])}
      />
      <Section title={k('floorPlan.title')}>
        {answer.floorPlanUrl ? (
          <div>
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void download(answer.floorPlanUrl!, 'standskizze')}>
              {k('floorPlan.download')}
            </Button>
          </div>
        ) : (
          <Text>{k('floorPlan.none')}</Text>
        )}
      </Section>
      <RecordsSection
        title={k('consents.title')}
        none={k('consents.none')}
        columns={[k('consents.text'), k('consents.at')]}
        rows={answer.consents.map((consent) => [
          consent.url ? (
            <Anchor href={consent.url} target="_blank" rel="noopener noreferrer">
              {consent.text}
            </Anchor>
          ) : (
            consent.text
          ),
          format.date(consent.at, { time: true }),
        ])}
      />
      <RecordsSection
        title={k('documents.title')}
        none={k('documents.none')}
        columns={[k('documents.type'), k('documents.number'), k('documents.date'), k('documents.status'), k('documents.net')]}
        rows={answer.documents.map((document) => [
          document.typeLabel,
          <Anchor
            component="button"
            type="button"
            aria-label={t('backoffice.desk.documents.download', { number: document.number })}
            onClick={() => void download(document.pdfUrl, `${document.number}.pdf`)}
          >
            {document.number}
          </Anchor>,
          format.date(document.date),
          isStatus(`document.${document.status}`) ? <StatusBadge status={`document.${document.status}` as never} /> : document.statusLabel,
          format.money(amountToCents(document.netAmount)),
        ])}
      />
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
    </>
  );
}
