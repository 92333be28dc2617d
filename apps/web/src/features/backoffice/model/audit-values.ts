import { formatVatRate, type AuditEntry, type Lang } from '@messeportal/domain';
import type { Formatters } from '../../../i18n/format.ts';
import { changedFields } from './audit-query.ts';

/** What the audit log needs to write a value as a reader reads it: the formatters, a few words and the field labels. */
export interface AuditWords {
  lang: Lang;
  format: Pick<Formatters, 'money' | 'date' | 'number'>;
  /** The word for a value that is not there: null, undefined or ''. */
  empty: string;
  yes: string;
  no: string;
  /** "3 Einträge": a list too long to spell out. */
  count: (count: number) => string;
  /** The label of a field (also of a key inside an object value); readableField when there is none. */
  label: (field: string) => string;
  /** The word for a known state or kind ('confirmed' → 'Bestätigt'), undefined for any other value. */
  word?: (field: string, value: string) => string | undefined;
  /** The currency of the record's amounts, EUR when not given. */
  currency?: string;
}

/** One line of an entry: a field with its value after, and before when `withBefore`. */
export interface AuditLine {
  field: string;
  before: unknown;
  after: unknown;
  /** A change to read as "before → after"; false for a value alone (a created record, a record's name). */
  withBefore: boolean;
}

/** Longest text shown whole; a longer one is cut at a word boundary with "…". */
export const MAX_TEXT = 120;
/** Longest list of short values spelled out; a longer one is given as a count. */
const MAX_LIST = 10;

/** Amounts in cents whose name does not end in `Cents`. */
const CENT_FIELDS = new Set(['price', 'priceEarly', 'priceSingle', 'priceDeviating', 'fireplacePrice']);
/** VAT rates in basis points: 1900 = 19 %. */
const RATE_FIELDS = new Set(['vatRate', 'defaultVatRate']);
/** Columns that only the database needs: never a change worth reading. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);
/** The fields that name a record, the first one it has wins. */
const NAME_FIELDS = ['nameDe', 'name', 'titleDe', 'title', 'number', 'email'];

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isCents = (field: string) => field.endsWith('Cents') || CENT_FIELDS.has(field);
/** A reference to another row (`eventId`, `imageFileId`, `galleryFileIds`): technical, as the row's own id. */
const isReference = (field: string) => /[a-z]Ids?$/.test(field);
export const isTechnicalField = (field: string) => BOOKKEEPING.has(field) || isReference(field);
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field without a label in words: `grossCents` → "gross cents", `name_natural` → "name natural". */
export function readableField(field: string): string {
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words || field;
}

/** A text of at most `max` characters: a longer one ends at the last word that fits, followed by "…". */
export function shortened(text: string, max = MAX_TEXT): string {
  // Line breaks and runs of spaces as one space; a no-break space (in "19,00 €") stays.
  const flat = text.replace(/[^\S\u00a0]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max);
  const space = room.lastIndexOf(' ');
  // One long word (an address, a hash): cut inside it rather than show nothing.
  const cut = space > max / 2 ? room.slice(0, space).replace(/[\s,;:.·|/\-–—]+$/, '') : room.slice(0, max - 1);
  return `${cut}…`;
}

/** A value as short as it goes into a list: no nested lists or objects spelled out. */
function shortValue(field: string, value: unknown, words: AuditWords): string {
  if (Array.isArray(value)) return value.length === 0 ? words.empty : words.count(value.length);
  if (isRecord(value)) return words.count(Object.keys(value).length);
  return auditValue(field, value, words);
}

/**
 * A value of a field as a reader reads it: money for cents, "19 %" for a VAT rate, dd.mm.yyyy (hh:mm) for days and
 * instants, Ja/Nein, the empty word, a list or a count for an array, "key: value, …" for an object, and any text
 * at most MAX_TEXT characters long. Never a JSON blob.
 */
export function auditValue(field: string, value: unknown, words: AuditWords): string {
  if (isEmpty(value)) return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') {
    if (isCents(field) && Number.isFinite(value)) return words.format.money(Math.round(value), words.currency);
    if (RATE_FIELDS.has(field)) return `${formatVatRate(value, words.lang)} %`;
    return Number.isInteger(value) ? String(value) : words.format.number(value);
  }
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return words.format.date(value);
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return words.format.date(value, { time: true });
    return shortened(words.word?.(field, value) ?? value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return words.empty;
    const plain = value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item));
    const list = plain && value.length <= MAX_LIST ? value.map((item) => shortValue(field, item, words)).join(', ') : '';
    return list && list.length <= MAX_TEXT ? list : words.count(value.length);
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([key]) => !isTechnicalField(key));
    if (entries.length === 0) return words.empty;
    return shortened(entries.map(([key, inner]) => `${words.label(key)}: ${shortValue(key, inner, words)}`).join(', '));
  }
  return shortened(String(value));
}

/** The field that names a record (`nameDe`, `name`, `title`, `number`, `email`: the first it has), if any. */
export function nameField(record: Record<string, unknown> | null | undefined): string | undefined {
  return NAME_FIELDS.find((field) => record && (typeof record[field] === 'string' || typeof record[field] === 'number') && record[field] !== '');
}

/**
 * What an entry shows. A record created, copied or deleted: one line naming it (and, for a copy, the event it was
 * copied from), not each of its columns. Otherwise the fields that changed, without the technical ones (the row's
 * id, its times, references to other rows) unless nothing else changed.
 */
export function auditLines(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): AuditLine[] {
  const { action, before, after } = entry;
  if (action !== 'update') {
    const record = action === 'delete' ? before : after;
    const field = nameField(record);
    if (field) {
      const named: AuditLine[] = [{ field, before: undefined, after: record![field], withBefore: false }];
      if (action === 'copy' && !isEmpty(before?.fromEventId)) named.push({ field: 'fromEventId', before: undefined, after: before!.fromEventId, withBefore: false });
      return named;
    }
  }
  const withBefore = before !== null && before !== undefined;
  const changes = changedFields(before, after).filter(({ field }) => !BOOKKEEPING.has(field));
  const readable = changes.filter(({ field }) => !isReference(field));
  return (readable.length > 0 ? readable : changes).map((change) => ({ ...change, withBefore }));
}
