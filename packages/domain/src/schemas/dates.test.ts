import { describe, expect, it } from 'vitest';
import { eventInputSchema } from './catalogue-event-admin.ts';
import { documentListQuerySchema, paymentInputSchema } from './invoicing.ts';
import { auditQuerySchema } from './staff-admin.ts';

// Dates PostgreSQL cannot hold (year 0, years JavaScript writes with a sign) answered 500 once they reached a
// query; every date a client sends is refused with the field's message outside the years the product knows.
describe('dates a client sends', () => {
  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '3000-01-01'])('refuses the day %s in payments, document and audit filters', (day) => {
    expect(paymentInputSchema.safeParse({ paidOn: day, amount: 10 }).success).toBe(false);
    expect(documentListQuerySchema.safeParse({ from: day }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ to: day }).success).toBe(false);
  });

  it('takes the days of a season', () => {
    expect(paymentInputSchema.safeParse({ paidOn: '2027-03-01', amount: 10 }).success).toBe(true);
    expect(documentListQuerySchema.safeParse({ from: '1900-01-01', to: '2999-12-31' }).success).toBe(true);
    expect(auditQuerySchema.safeParse({ from: '2026-11-01' }).success).toBe(true);
  });

  it('refuses an event deadline at a moment outside those years', () => {
    const fields = { nameDe: 'Messe', nameEn: 'Fair', startsAt: '2027-04-26', endsAt: '2027-04-29', currency: 'EUR', vatRate: 19 };
    const deadline = (registrationEndsAt: string) => eventInputSchema.safeParse({ ...fields, registrationEndsAt }).error?.issues.find((issue) => issue.path[0] === 'registrationEndsAt')?.message;
    expect(deadline('0000-01-01T00:00:00Z')).toBe('catalogueDateTimeInvalid');
    expect(deadline('2027-02-26T23:59:00+01:00')).toBeUndefined();
  });
});
