/*
 * A deadline is an instant; the organiser types and reads it as a wall-clock time in its own time zone (the
 * answers carry `timeZone`), whatever the browser's zone. A deadline field (DateTimeField, ui/date-field.tsx) holds
 * 'YYYY-MM-DDTHH:mm' without a zone: these functions translate between the two.
 */
import { instantAtWallTime, wallTime } from '@messeportal/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a deadline field holds it in the zone: '2027-01-01T00:30'; '' for none. */
export function toLocalInput(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return '';
  const wall = new Date(wallTime(ms, timeZone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A deadline field's value read in the zone as an ISO instant ('…Z'). Empty is undefined (the schema says
 * "required"); anything else that is no date and time is passed on as typed, for the schema to call invalid.
 */
export function fromLocalInput(local: string, timeZone: string): string | undefined {
  if (local.trim() === '') return undefined;
  const match = LOCAL.exec(local.trim());
  if (!match) return local;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(instantAtWallTime(Date.UTC(y!, mo! - 1, d, h, mi, s || 0), timeZone)).toISOString();
}
