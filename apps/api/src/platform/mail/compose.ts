import type { Lang } from '@messeportal/domain';

/**
 * Builds the plain-text and HTML bodies of a mail from the same parts, so both always say the same.
 * Every value is escaped for HTML here; templates pass plain text.
 */
export interface MailParts {
  lang: Lang;
  greeting: string;
  paragraphs: string[];
  link?: { href: string; label: string };
  /** A table of rows (first row is the header) and right-aligned columns from `alignRightFrom` on. */
  table?: { rows: string[][]; alignRightFrom: number };
  /** Lines after the table, e.g. the totals, shown bold in HTML. */
  totals?: [label: string, value: string][];
  /** A picture after the totals (an invoice's payment code as a PNG data URL, sent as an inline part). */
  image?: { src: string; alt: string; caption: string };
  /** A last remark before the sign-off. */
  note?: string;
  /** Instead of the fair team's sign-off (mails to the organiser). */
  signOff?: string[];
}

const SIGN_OFF: Record<Lang, string[]> = {
  de: ['Mit freundlichen Grüßen', 'Ihr Messeteam'],
  en: ['Kind regards', 'Your fair team'],
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function composeMail(parts: MailParts): { text: string; html: string } {
  const text: string[] = [parts.greeting, '', ...parts.paragraphs.flatMap((p) => [p, ''])];
  const html: string[] = [`<p>${escapeHtml(parts.greeting)}</p>`, ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`)];
  if (parts.link) {
    text.push(parts.link.href, '');
    html.push(`<p><a href="${escapeHtml(parts.link.href)}">${escapeHtml(parts.link.label)}</a></p>`);
  }
  if (parts.table) {
    const [header = [], ...body] = parts.table.rows;
    const from = parts.table.alignRightFrom;
    text.push(...parts.table.rows.map((row) => row.join(' | ')), '');
    const cell = (tag: string, value: string, index: number) =>
      `<${tag} style="padding:4px 8px;text-align:${index >= from ? 'right' : 'left'}">${escapeHtml(value)}</${tag}>`;
    html.push(
      '<table style="border-collapse:collapse">',
      `<tr>${header.map((v, i) => cell('th', v, i)).join('')}</tr>`,
      ...body.map((row) => `<tr>${row.map((v, i) => cell('td', v, i)).join('')}</tr>`),
      '</table>',
    );
  }
  if (parts.totals) {
    text.push(...parts.totals.map(([label, value]) => `${label}: ${value}`), '');
    html.push(`<p>${parts.totals.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`);
  }
  if (parts.image) {
    const { src, alt, caption } = parts.image;
    html.push(`<p><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="180" height="180"><br>${escapeHtml(caption)}</p>`);
  }
  if (parts.note) {
    text.push(parts.note, '');
    html.push(`<p>${escapeHtml(parts.note)}</p>`);
  }
  const signOff = parts.signOff ?? SIGN_OFF[parts.lang];
  text.push(...signOff);
  html.push(`<p>${signOff.map(escapeHtml).join('<br>')}</p>`);
  return { text: text.join('\n'), html: `<!doctype html><html><body style="font-family:sans-serif">${html.join('\n')}</body></html>` };
}
