/**
 * The Message-ID of an outbox mail: the same for every attempt to send that row, so that a mail sent twice
 * (a process dying between the SMTP server's acceptance and the commit of "sent") is one message to mail
 * servers and clients that drop duplicates. The row's creation time keeps ids apart across databases.
 */
export function outboxMessageId(mail: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([^\s>@]+)>?\s*$/.exec(from)?.[1] ?? 'messeportal.invalid';
  return `<outbox.${mail.id}.${mail.createdAt.getTime().toString(36)}@${domain}>`;
}
