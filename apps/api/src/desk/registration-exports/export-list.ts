import type { Lang } from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import type { ExportStats } from './keyset-pages.ts';

/**
 * How a column's cells are written: text as it is; amounts (up to two decimals) and money (cents, shown with two
 * decimals) as numbers; instants as the organiser's calendar day or day and time.
 */
export type ColumnKind = 'text' | 'amount' | 'money' | 'date' | 'datetime';

export interface Column {
  header: Record<Lang, string>;
  kind: ColumnKind;
  /** The XLSX column's width in characters. */
  width: number;
}

/** A cell: money in cents, dates as instants, null for nothing. */
export type Cell = string | number | Date | null;
/** A row's cells in the order of its list's columns. */
export type Row = readonly Cell[];

/** Writes a list's file to a stream: the header, then each row as it is read, then the end (`finish` ends the stream). */
export interface ExportWriter {
  start(): void | Promise<void>;
  write(row: Row): void | Promise<void>;
  finish(): Promise<void>;
  /** Lets go of an export stopped before its end (the client went away, a read failed). */
  drop?(): void;
}

export interface ExportContext {
  db: Db;
  eventId: number;
  lang: Lang;
  stats: ExportStats;
}

/** One list of the exports: its columns and its rows, read from the database page by page as they are written. */
export interface ExportList {
  /** The worksheet's name (at most 31 characters). */
  title: Record<Lang, string>;
  /** The columns; money columns name the event's currency. */
  columns(currency: string): readonly Column[];
  rows(context: ExportContext): AsyncIterable<Row>;
}

export const column = (de: string, en: string, kind: ColumnKind = 'text', width = kind === 'text' ? 24 : 14): Column => ({ header: { de, en }, kind, width });

/** The part of a text in the caller's language: `pick(lang, row.nameDe, row.nameEn)`. */
export const pick = (lang: Lang, de: string, en: string) => (lang === 'en' ? en : de);
