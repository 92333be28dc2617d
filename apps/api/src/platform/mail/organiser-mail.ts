import { langFromLocale } from '@messeportal/domain';
import type { OrganiserRow } from '../settings/repo.ts';
import { escapeHtml } from './compose.ts';

type MailSettings = Pick<OrganiserRow, 'mailSenderName' | 'mailSenderAddress' | 'mailFooterDe' | 'mailFooterEn'>;

/**
 * The From of every mail: the sender of the organiser settings, else the configured MAIL_FROM (a database
 * whose settings are not filled in yet still sends). The name is quoted, so a comma or a colon in it is safe.
 */
export function mailSender(settings: MailSettings, configured: string): string {
  if (!settings.mailSenderAddress) return configured;
  const name = settings.mailSenderName.replace(/["\\\r\n]/g, '');
  return name ? `"${name}" <${settings.mailSenderAddress}>` : settings.mailSenderAddress;
}

/**
 * A mail as it is sent: the organiser's footer of the mail's language below its text, when one is set. Added
 * when sending, so that every mail, queued before a change of the settings or after, carries the current one.
 */
export function withMailFooter<M extends { lang: string; text: string; html: string }>(mail: M, settings: MailSettings): M {
  const footer = langFromLocale(mail.lang) === 'de' ? settings.mailFooterDe : settings.mailFooterEn;
  if (!footer.trim()) return mail;
  const html = `<p style="color:#555555;font-size:12px">${footer.split('\n').map(escapeHtml).join('<br>')}</p>`;
  return { ...mail, text: `${mail.text}\n\n-- \n${footer}`, html: mail.html.replace(/<\/body><\/html>$/, `\n${html}</body></html>`) };
}
