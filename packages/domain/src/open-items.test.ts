import { describe, expect, it } from 'vitest';
import { ageBucketOf, daysOverdue } from './open-items.ts';

describe('the age of an open item', () => {
  const today = '2026-03-01';

  it('counts whole calendar days past the due date, over a month end and a leap-free February', () => {
    expect(daysOverdue('2026-02-28', today)).toBe(1);
    expect(daysOverdue('2026-01-30', today)).toBe(30);
    expect(daysOverdue(today, today)).toBe(0);
    expect(daysOverdue('2026-03-15', today)).toBe(-14);
    expect(daysOverdue(null, today)).toBe(0);
  });

  it('puts the due day and later into "not due", then 1–30, 31–60 and more than 60 days at their edges', () => {
    expect(ageBucketOf(null, today)).toBe('notDue');
    expect(ageBucketOf('2026-03-20', today)).toBe('notDue');
    expect(ageBucketOf(today, today)).toBe('notDue');
    expect(ageBucketOf('2026-02-28', today)).toBe('days1to30');
    expect(ageBucketOf('2026-01-30', today)).toBe('days1to30');
    expect(ageBucketOf('2026-01-29', today)).toBe('days31to60');
    expect(ageBucketOf('2025-12-31', today)).toBe('days31to60');
    expect(ageBucketOf('2025-12-30', today)).toBe('over60');
  });
});
