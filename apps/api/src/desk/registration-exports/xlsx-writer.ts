import type { Lang } from '@messeportal/domain';
import type ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { wallClock, type WallClock } from './cell-format.ts';
import type { Column, ColumnKind, Row } from './export-list.ts';

/** exceljs is loaded with the first XLSX export: loading it takes a third of a second, which no start of the API should wait for. */
let library: Promise<typeof ExcelJS> | undefined;
const loadExcelJs = () => (library ??= import('exceljs').then((module) => module.default));

/** Display formats; Excel and LibreOffice show the separators of the reader's own locale. */
const NUMBER_FORMATS: Record<ColumnKind, Partial<Record<Lang, string>> | undefined> = {
  text: undefined,
  amount: undefined,
  money: { de: '#,##0.00', en: '#,##0.00' },
  date: { de: 'dd.mm.yyyy', en: 'yyyy-mm-dd' },
  datetime: { de: 'dd.mm.yyyy hh:mm', en: 'yyyy-mm-dd hh:mm' },
};

/** A cell as XLSX holds it: money in euros and dates as numbers and dates, so they sort and add up. */
function cellValue(value: Row[number] | undefined, kind: ColumnKind, clock: WallClock): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return clock(value);
  if (typeof value === 'number') return kind === 'money' ? value / 100 : value;
  return value;
}

/**
 * Writes a list as an XLSX workbook of one sheet to `out` through exceljs's streaming writer: each row is
 * committed (serialised into the zip stream) as it comes, none is kept. Strings are inline strings, no shared
 * string table that would grow with the file, and a text is always a text cell: a cell starting with = is not a
 * formula here, so XLSX needs no protection against formula injection. `finish` ends `out`.
 */
export async function xlsxWriter(out: Writable, columns: readonly Column[], lang: Lang, timeZone: string, title: string) {
  const clock = wallClock(timeZone);
  const { stream } = await loadExcelJs();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => {
    const numFmt = NUMBER_FORMATS[c.kind]?.[lang];
    return { width: c.width, ...(numFmt && { style: { numFmt } }) };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return {
    start() {
      const header = sheet.addRow(columns.map((c) => c.header[lang]));
      header.font = { bold: true };
      header.commit();
    },
    write(row: Row) {
      sheet.addRow(columns.map((c, i) => cellValue(row[i], c.kind, clock))).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
