/**
 * The name a downloaded document is saved under: its number and `.pdf`, with characters that file systems
 * refuse (or that would make a path) replaced by '_', as the server's Content-Disposition does.
 */
export function documentFileName(number: string): string {
  const safe = number.trim().replace(/[^\w.-]/g, '_').replace(/^\.+/, '');
  return `${safe || 'document'}.pdf`;
}
