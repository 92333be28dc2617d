import type { OutboxMail } from '@messeportal/domain';
import type { listOutboxMails } from './outbox-repo.ts';

type MailRow = Awaited<ReturnType<typeof listOutboxMails>>['rows'][number];

export const presentMail = (row: MailRow): OutboxMail => ({
  ...row,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
