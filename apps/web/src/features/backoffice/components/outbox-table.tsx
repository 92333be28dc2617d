import type { OutboxMail } from '@messeportal/domain';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useResendMail } from '../api/resend-mail.ts';
import { canResend, isMailState } from '../model/outbox-query.ts';

/** One page of the outbox; a failed mail can be sent again. */
export function OutboxTable({ mails }: { mails: OutboxMail[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const resend = useResendMail(useLocale());
  const mayResend = staffMayHere(['registration', 'write']);
  const send = (mail: OutboxMail) =>
    resend.mutate(mail.id, { onSuccess: () => notifySuccess(t('backoffice.outbox.resent')), onError: (error) => notifyError(failureText(error, t)) });

  return (
    <StackingTable minWidth={1000} striped captionSide="top" verticalSpacing="xs">
      <Table.Caption>{t('backoffice.outbox.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.outbox.recipient')}</Table.Th>
          <Table.Th>{t('backoffice.outbox.subject')}</Table.Th>
          <Table.Th>{t('backoffice.outbox.state')}</Table.Th>
          <Table.Th ta="right">{t('backoffice.outbox.attempts')}</Table.Th>
          <Table.Th>{t('backoffice.outbox.lastError')}</Table.Th>
          <Table.Th>{t('backoffice.outbox.createdAt')}</Table.Th>
          <Table.Th>{t('backoffice.outbox.sentAt')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('backoffice.outbox.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {mails.map((mail) => (
          <Table.Tr key={mail.id}>
            <Table.Td style={{ wordBreak: 'break-all' }} data-label={t('backoffice.outbox.recipient')}>
              {mail.recipient}
            </Table.Td>
            <Table.Td data-label={t('backoffice.outbox.subject')}>{mail.subject}</Table.Td>
            <Table.Td data-label={t('backoffice.outbox.state')}>
              {isMailState(mail.state) ? <StatusBadge status={`mail.${mail.state}`} /> : mail.state}
            </Table.Td>
            <Table.Td ta="right" data-label={t('backoffice.outbox.attempts')}>
              {mail.attempts}
            </Table.Td>
            <Table.Td data-label={t('backoffice.outbox.lastError')}>
              <Text size="sm" lineClamp={3} title={mail.lastError ?? undefined}>
                {mail.lastError || '–'}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }} data-label={t('backoffice.outbox.createdAt')}>
              {format.date(mail.createdAt, { time: true })}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }} data-label={t('backoffice.outbox.sentAt')}>
              {mail.sentAt ? format.date(mail.sentAt, { time: true }) : '–'}
            </Table.Td>
            <Table.Td>
              {mayResend && canResend(mail) && (
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={resend.isPending && resend.variables === mail.id}
                  onClick={() => send(mail)}
                  aria-label={t('backoffice.outbox.resendLabel', { subject: mail.subject, recipient: mail.recipient })}
                >
                  {t('backoffice.outbox.resend')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackingTable>
  );
}
