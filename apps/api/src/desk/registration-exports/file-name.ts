import { dayIn } from '@messeportal/domain';

const GERMAN_LETTERS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A name as a file name's part: lower case ASCII words joined by hyphens ("Küchen & Wohnen" → "kuechen-wohnen"). */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN_LETTERS[letter]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** `<event-slug>-<list>-<yyyy-mm-dd>.<format>`, the day in the organiser's time zone. */
export function exportFileName(eventName: string, eventId: number, list: string, format: string, now: Date, timeZone: string): string {
  return `${slug(eventName) || `event-${eventId}`}-${list}-${dayIn(now, timeZone)}.${format}`;
}
