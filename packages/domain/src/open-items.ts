/**
 * Open items (issue 30): how long an invoice's open amount is overdue, in the age buckets the organiser's
 * dunning and cash planning think in. Counted on the organiser's calendar day (`dayIn`), as overdue is.
 */

/** Not due yet (or no due date), 1–30, 31–60 and more than 60 days past the due date. */
export const AGE_BUCKETS = ['notDue', 'days1to30', 'days31to60', 'over60'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** The last day overdue of each bucket but the last: a bucket holds the days after the one before it up to its own. */
export const AGE_BUCKET_LAST_DAYS = { notDue: 0, days1to30: 30, days31to60: 60 } as const;

const DAY_MS = 86_400_000;

/** Whole days from the due date to `today` (both 'YYYY-MM-DD'): 1 the day after it is due; 0 or less while it is not; 0 without a due date. */
export function daysOverdue(dueDate: string | null, today: string): number {
  if (dueDate === null) return 0;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
}

/** The age bucket of an invoice due on `dueDate` seen on `today`. */
export function ageBucketOf(dueDate: string | null, today: string): AgeBucket {
  const days = daysOverdue(dueDate, today);
  if (days <= AGE_BUCKET_LAST_DAYS.notDue) return 'notDue';
  if (days <= AGE_BUCKET_LAST_DAYS.days1to30) return 'days1to30';
  if (days <= AGE_BUCKET_LAST_DAYS.days31to60) return 'days31to60';
  return 'over60';
}
