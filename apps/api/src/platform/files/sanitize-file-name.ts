const MAX_NAME_LENGTH = 120;

/**
 * The name a browser sent, made safe to store and to show: no folders (Windows browsers used to send
 * 'C:\\…\\logo.png'), no control or bidi-override characters, at most 120 characters with the extension kept.
 */
export function sanitizeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) return 'file';
  const chars = Array.from(clean);
  if (chars.length <= MAX_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(clean.slice(dot)).slice(0, 16).join('') : '';
  return chars.slice(0, MAX_NAME_LENGTH - extension.length).join('').trimEnd() + extension;
}
