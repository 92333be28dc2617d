import { copyEventInputSchema } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { copiedStart, copyInput, proposedCopy } from './copy-form.ts';

const event = { nameDe: 'Küchenmesse 2027', nameEn: 'Kitchen fair 2027', startsAt: '2027-09-10' };

describe('a new edition', () => {
  it('proposes next year’s names and a shift of 52 weeks', () => {
    expect(proposedCopy(event)).toMatchObject({ nameDe: 'Küchenmesse 2028', nameEn: 'Kitchen fair 2028', mode: 'shift', shiftDays: 364, startsAt: '2028-09-08' });
  });

  it('sends either the shift or the new start, never both', () => {
    const values = proposedCopy(event);
    expect(copyInput(values)).toEqual({ nameDe: 'Küchenmesse 2028', nameEn: 'Kitchen fair 2028', shiftDays: 364 });
    expect(copyInput({ ...values, mode: 'start' })).toEqual({ nameDe: 'Küchenmesse 2028', nameEn: 'Kitchen fair 2028', startsAt: '2028-09-08' });
    expect(copyEventInputSchema.safeParse(copyInput({ ...values, mode: 'start' })).success).toBe(true);
    expect(copyEventInputSchema.safeParse(copyInput({ ...values, shiftDays: '' })).success).toBe(false);
  });

  it('tells the first day of the copy', () => {
    expect(copiedStart({ ...proposedCopy(event), shiftDays: -3 }, event.startsAt)).toBe('2027-09-07');
    expect(copiedStart({ ...proposedCopy(event), mode: 'start', startsAt: '' }, event.startsAt)).toBeNull();
  });
});
