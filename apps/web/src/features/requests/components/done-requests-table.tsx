import type { CredentialRequest } from '@messeportal/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { StackingTable } from '../../../ui/stacking-table.tsx';

/** The requests dealt with: who did it, when, and whether a link went out and to whom. */
export function DoneRequestsTable({ requests }: { requests: CredentialRequest[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const result = (request: CredentialRequest) => {
    if (request.answeredContact) {
      const { name, email, companyName } = request.answeredContact;
      // One block, so that a phone's card shows the company below the contact, not beside it.
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
    <StackingTable minWidth={1000} striped captionSide="top" verticalSpacing="xs">
      <Table.Caption>{t('requests.caption.done')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('requests.columns.received')}</Table.Th>
          <Table.Th>{t('requests.columns.company')}</Table.Th>
          <Table.Th>{t('requests.columns.name')}</Table.Th>
          <Table.Th>{t('requests.columns.email')}</Table.Th>
          <Table.Th>{t('requests.columns.doneAt')}</Table.Th>
          <Table.Th>{t('requests.columns.doneBy')}</Table.Th>
          <Table.Th>{t('requests.columns.result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <Table.Tr key={request.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }} data-label={t('requests.columns.received')}>
              {format.date(request.createdAt, { time: true })}
            </Table.Td>
            <Table.Td data-label={t('requests.columns.company')}>{request.company}</Table.Td>
            <Table.Td data-label={t('requests.columns.name')}>{request.name}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }} data-label={t('requests.columns.email')}>
              {request.email}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }} data-label={t('requests.columns.doneAt')}>
              {format.date(request.doneAt, { time: true })}
            </Table.Td>
            <Table.Td data-label={t('requests.columns.doneBy')}>{request.doneBy ?? '–'}</Table.Td>
            <Table.Td data-label={t('requests.columns.result')}>{result(request)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackingTable>
  );
}
