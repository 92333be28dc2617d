const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` moved by whole days; keeping the time of day makes a deadline exactly `days` × 24 h away. */
export const daysFrom = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);

/** The calendar day (UTC) as the 'YYYY-MM-DD' string a `date` column takes. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** First and last day of a fair that opens `startInDays` after `now` and runs `lengthDays` days. */
export function fairDays(now: Date, startInDays: number, lengthDays: number): { startsAt: string; endsAt: string } {
  return {
    startsAt: isoDay(daysFrom(now, startInDays)),
    endsAt: isoDay(daysFrom(now, startInDays + lengthDays - 1)),
  };
}
