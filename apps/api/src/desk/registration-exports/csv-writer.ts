import type { Lang } from '@messeportal/domain';
import type { Writable } from 'node:stream';
import { cellText, wallClock } from './cell-format.ts';
import type { Column, Row } from './export-list.ts';

/** The byte order mark: without it Excel opens UTF-8 as Windows-1252 and "Küchen" turns into "KÃ¼chen". */
const BOM = '\uFEFF';
/** German spreadsheets split at the semicolon (their decimal separator is the comma). */
const SEPARATOR = ';';

/** RFC 4180: a field holding the separator, a quote or a line break is quoted, its quotes doubled. */
export const csvField = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const csvLine = (fields: string[]) => `${fields.map(csvField).join(SEPARATOR)}\r\n`;

/** Writes a list as CSV (UTF-8 with BOM, `;`, CRLF) to `out`, row by row; the caller ends `out`. */
export function csvWriter(out: Writable, columns: readonly Column[], lang: Lang, timeZone: string) {
  const clock = wallClock(timeZone);
  return {
    start() {
      out.write(BOM + csvLine(columns.map((c) => cellText(c.header[lang], 'text', lang, clock))));
    },
    write(row: Row) {
      out.write(csvLine(columns.map((c, i) => cellText(row[i] ?? null, c.kind, lang, clock))));
    },
    async finish() {
      out.end();
    },
  };
}
