import type { CredentialRequest } from '@messeportal/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { EmailText } from '../../../ui/index-text.tsx';

/**
 * The requests dealt with: who asked, when it was done and by whom, and whether a link went out and to whom. On
 * a phone a row is the name and company, then the result and when it was done.
 */
export function DoneRequestsTable({ requests }: { requests: CredentialRequest[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const result = (request: CredentialRequest) => {
    if (request.answeredContact) {
      const { name, email, companyName } = request.answeredContact;
      return (
        <div>
          <Text size="sm">{t('requests.result.link', { name, email })}</Text>
          <Text size="xs" c="dimmed">
            {companyName}
          </Text>
        </div>
      );
    }
    return t('requests.result.closed');
  };
  return (
    <IndexTable minWidth={1000} caption={t('requests.caption.done')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('requests.columns.name')}</Table.Th>
          <Table.Th>{t('requests.columns.email')}</Table.Th>
          <Table.Th>{t('requests.columns.received')}</Table.Th>
          <Table.Th>{t('requests.columns.doneAt')}</Table.Th>
          <Table.Th>{t('requests.columns.doneBy')}</Table.Th>
          <Table.Th>{t('requests.columns.result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <Table.Tr key={request.id}>
            <IndexTitleCell
              title={request.name}
              detail={request.company}
              phoneMeta={
                <>
                  {result(request)}
                  {format.date(request.doneAt, { time: true })}
                  {request.doneBy && ` · ${request.doneBy}`}
                </>
              }
            />
            <Table.Td>
              <EmailText email={request.email} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(request.createdAt, { time: true })}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(request.doneAt, { time: true })}</Table.Td>
            <Table.Td>{request.doneBy ?? '–'}</Table.Td>
            <Table.Td>{result(request)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </IndexTable>
  );
}
