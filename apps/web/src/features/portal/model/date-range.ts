/**
 * A fair's days as compactly as they read: "12.–15.03.2027" within a month, "28.02.–02.03.2027" within a year,
 * "30.12.2026–02.01.2027" across years, one date for a one-day fair. `date` formats a day as dd.mm.yyyy.
 */
export function dateRange(from: string, to: string, date: (value: string) => string): string {
  const first = date(from);
  const last = date(to);
  if (first === last) return first;
  const [day, month, year] = first.split('.');
  const [, lastMonth, lastYear] = last.split('.');
  if (year !== lastYear) return `${first}–${last}`;
  return month === lastMonth ? `${day}.–${last}` : `${day}.${month}.–${last}`;
}
