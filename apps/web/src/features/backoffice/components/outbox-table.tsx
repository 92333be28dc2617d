import type { OutboxMail } from '@messeportal/domain';
import { Menu, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { IndexActionsHeader, IndexRowActions } from '../../../ui/index-row-actions.tsx';
import { IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { EmailText } from '../../../ui/index-text.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useResendMail } from '../api/resend-mail.ts';
import { canResend, isMailState } from '../model/outbox-query.ts';

/**
 * One page of the outbox: subject and recipient, state, attempts, the last error (in full on hover), when; a
 * failed mail can be sent again from its "…" menu. On a phone a row is subject and state, then recipient and
 * time.
 */
export function OutboxTable({ mails }: { mails: OutboxMail[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const resend = useResendMail(useLocale());
  const mayResend = staffMayHere(['registration', 'write']);
  const send = (mail: OutboxMail) =>
    resend.mutate(mail.id, { onSuccess: () => notifySuccess(t('backoffice.outbox.resent')), onError: (error) => notifyError(failureText(error, t)) });
  const withActions = mayResend && mails.some(canResend);

  return (
    <IndexTable minWidth={1000} caption={t('backoffice.outbox.caption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.outbox.subject')}</Table.Th>
          <Table.Th>{t('backoffice.outbox.state')}</Table.Th>
          <Table.Th data-numeric>{t('backoffice.outbox.attempts')}</Table.Th>
          <Table.Th>{t('backoffice.outbox.lastError')}</Table.Th>
          <Table.Th>{t('backoffice.outbox.createdAt')}</Table.Th>
          <Table.Th>{t('backoffice.outbox.sentAt')}</Table.Th>
          {withActions && <IndexActionsHeader />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {mails.map((mail) => (
          <Table.Tr key={mail.id}>
            <IndexTitleCell
              title={mail.subject}
              detail={<EmailText email={mail.recipient} />}
              phoneMeta={format.date(mail.createdAt, { time: true })}
            />
            <Table.Td data-phone="badge">{isMailState(mail.state) ? <StatusBadge status={`mail.${mail.state}`} /> : mail.state}</Table.Td>
            <Table.Td data-numeric>{mail.attempts}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={3} title={mail.lastError ?? undefined} maw="22rem">
                {mail.lastError || '–'}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(mail.createdAt, { time: true })}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{mail.sentAt ? format.date(mail.sentAt, { time: true }) : '–'}</Table.Td>
            {withActions && (
              <Table.Td data-phone="actions">
                {canResend(mail) && (
                  <IndexRowActions name={mail.subject}>
                    <Menu.Item
                      leftSection={<IconSend size={16} stroke={1.6} aria-hidden />}
                      disabled={resend.isPending && resend.variables === mail.id}
                      onClick={() => send(mail)}
                      aria-label={t('backoffice.outbox.resendLabel', { subject: mail.subject, recipient: mail.recipient })}
                    >
                      {t('backoffice.outbox.resend')}
                    </Menu.Item>
                  </IndexRowActions>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </IndexTable>
  );
}
