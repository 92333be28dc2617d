import type { CredentialRequest } from '@messeportal/domain';
import { Anchor, Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { ExpandableText } from '../../../ui/expandable-text.tsx';
import { IndexActionsHeader } from '../../../ui/index-row-actions.tsx';
import { IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { EmailText } from '../../../ui/index-text.tsx';

interface OpenRequestsTableProps {
  requests: CredentialRequest[];
  /** Whether the role may answer (else the button only shows the request and its matches). */
  mayAnswer: boolean;
  onOpen: (request: CredentialRequest) => void;
}

/**
 * The open requests with what the person wrote; each opens the dialog that answers it (its one action, a button
 * at the row's end). On a phone a row is the name and company, then address and time.
 */
export function OpenRequestsTable({ requests, mayAnswer, onOpen }: OpenRequestsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const action = mayAnswer ? 'open' : 'view';
  return (
    <IndexTable minWidth={1040} caption={t('requests.caption.open')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('requests.columns.name')}</Table.Th>
          <Table.Th>{t('requests.columns.email')}</Table.Th>
          <Table.Th>{t('requests.columns.phone')}</Table.Th>
          <Table.Th>{t('requests.columns.message')}</Table.Th>
          <Table.Th>{t('requests.columns.received')}</Table.Th>
          <IndexActionsHeader />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <Table.Tr key={request.id}>
            <IndexTitleCell
              title={`${request.name}${request.lang === 'en' ? ` (${t('requests.langs.en')})` : ''}`}
              detail={request.company}
              phoneMeta={
                <>
                  <EmailText email={request.email} /> · {format.date(request.createdAt, { time: true })}
                </>
              }
            />
            <Table.Td>
              <Anchor href={`mailto:${request.email}`} size="sm">
                <EmailText email={request.email} />
              </Anchor>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {request.phone ? (
                <Anchor href={`tel:${request.phone.replace(/[^\d+]/g, '')}`} size="sm">
                  {request.phone}
                </Anchor>
              ) : (
                '–'
              )}
            </Table.Td>
            <Table.Td>{request.message ? <ExpandableText text={request.message} limit={120} moreLabel={t('requests.more')} lessLabel={t('requests.less')} /> : '–'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(request.createdAt, { time: true })}</Table.Td>
            <Table.Td data-phone="actions">
              <Button
                size="compact-sm"
                variant={mayAnswer ? 'light' : 'subtle'}
                onClick={() => onOpen(request)}
                aria-label={t(`requests.answer.${action}Label`, { name: request.name, company: request.company })}
              >
                {t(`requests.answer.${action}`)}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </IndexTable>
  );
}
