import type { CredentialRequest } from '@messeportal/domain';
import { Anchor, Button, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { ExpandableText } from '../../../ui/expandable-text.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';

interface OpenRequestsTableProps {
  requests: CredentialRequest[];
  /** Whether the role may answer (else the button only shows the request and its matches). */
  mayAnswer: boolean;
  onOpen: (request: CredentialRequest) => void;
}

/** The open requests with what the person wrote; each opens the dialog that answers it. */
export function OpenRequestsTable({ requests, mayAnswer, onOpen }: OpenRequestsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const action = mayAnswer ? 'open' : 'view';
  return (
    <StackingTable minWidth={1040} striped captionSide="top" verticalSpacing="xs">
      <Table.Caption>{t('requests.caption.open')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('requests.columns.received')}</Table.Th>
          <Table.Th>{t('requests.columns.company')}</Table.Th>
          <Table.Th>{t('requests.columns.name')}</Table.Th>
          <Table.Th>{t('requests.columns.email')}</Table.Th>
          <Table.Th>{t('requests.columns.phone')}</Table.Th>
          <Table.Th>{t('requests.columns.message')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('requests.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <Table.Tr key={request.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }} data-label={t('requests.columns.received')}>
              {format.date(request.createdAt, { time: true })}
            </Table.Td>
            <Table.Td data-label={t('requests.columns.company')}>{request.company}</Table.Td>
            <Table.Td data-label={t('requests.columns.name')}>
              {request.name}
              {request.lang === 'en' && ` (${t('requests.langs.en')})`}
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }} data-label={t('requests.columns.email')}>
              <Anchor href={`mailto:${request.email}`} size="sm">
                {request.email}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }} data-label={t('requests.columns.phone')}>
              {request.phone ? (
                <Anchor href={`tel:${request.phone.replace(/[^\d+]/g, '')}`} size="sm">
                  {request.phone}
                </Anchor>
              ) : (
                '–'
              )}
            </Table.Td>
            <Table.Td data-label={t('requests.columns.message')}>
              {request.message ? <ExpandableText text={request.message} limit={120} moreLabel={t('requests.more')} lessLabel={t('requests.less')} /> : '–'}
            </Table.Td>
            <Table.Td>
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
    </StackingTable>
  );
}
