import { eventInputSchema, type AdminEvent } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { eventFormValues, eventInput, NEW_EVENT } from './event-form.ts';

const BERLIN = 'Europe/Berlin';
const saved = {
  ...NEW_EVENT,
  id: 7,
  nameDe: 'Küchenmesse 2027',
  nameEn: 'Kitchen fair 2027',
  startsAt: '2027-09-10',
  endsAt: '2027-09-12',
  registrationEndsAt: '2027-06-30T21:59:00.000Z',
  printEndsAt: '2027-07-31T21:59:00.000Z',
  techEndsAt: '2027-08-15T21:59:00.000Z',
  earlyBookerEndsAt: null,
  vatRate: 19,
  hasFireplaceConnections: true,
  fireplacePrice: 450_050,
  fireplaceMaxConnections: 4,
  fireplaceEndsAt: '2027-08-31T21:59:00.000Z',
  fireplaceBillingNumber: 'parking',
  urlAgb: 'https://example.org/agb',
  hasConfiguratorServices: false,
  isRegistrationOpen: true,
  isPublished: true,
  registrationOpensOn: null,
  registrationPhase: 'open',
  updatedAt: '2027-01-01T00:00:00.000Z',
} satisfies AdminEvent;

describe('the event form', () => {
  it('shows deadlines at the organiser’s wall-clock time and no early booking as empty', () => {
    const values = eventFormValues(saved, BERLIN);
    expect(values.registrationEndsAt).toBe('2027-06-30T23:59');
    expect(values.earlyBookerEndsAt).toBe('');
    expect(values).not.toHaveProperty('id');
    expect(values).toMatchObject({ fireplacePrice: 4500.5, fireplaceMaxConnections: 4, fireplaceEndsAt: '2027-08-31T23:59', fireplaceBillingNumber: 'parking' });
  });

  it('sends what it showed unchanged, and the schema accepts it', () => {
    const input = eventInput(eventFormValues(saved, BERLIN), BERLIN);
    expect(input.registrationEndsAt).toBe(saved.registrationEndsAt);
    expect(input.earlyBookerEndsAt).toBeNull();
    expect(input).toMatchObject({ fireplacePrice: 450_050, fireplaceEndsAt: saved.fireplaceEndsAt, fireplaceBillingNumber: 'parking' });
    expect(eventInputSchema.safeParse(input).success).toBe(true);
  });

  it('keeps the day registration opens, and sends none as null (open once published)', () => {
    expect(eventFormValues(saved, BERLIN).registrationOpensOn).toBe('');
    expect(eventInput(eventFormValues(saved, BERLIN), BERLIN).registrationOpensOn).toBeNull();
    const opening = eventFormValues({ ...saved, registrationOpensOn: '2027-03-01' }, BERLIN);
    expect(opening.registrationOpensOn).toBe('2027-03-01');
    const input = eventInput(opening, BERLIN);
    expect(input.registrationOpensOn).toBe('2027-03-01');
    expect(eventInputSchema.safeParse(input).success).toBe(true);
  });

  it('offers a new fair’s flue gas connections at the defaults, until the tech deadline', () => {
    expect(NEW_EVENT).toMatchObject({ fireplacePrice: 3290, fireplaceMaxConnections: 4, fireplaceEndsAt: '', fireplaceBillingNumber: 'technology' });
    const input = eventInput({ ...eventFormValues(saved, BERLIN), fireplaceEndsAt: '', fireplacePrice: '', fireplaceMaxConnections: '' }, BERLIN);
    expect(input.fireplaceEndsAt).toBeNull();
    // Emptied fields are refused as missing, never quietly set back to the defaults.
    const issues = eventInputSchema.safeParse(input).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fireplacePrice', 'required'],
      ['fireplaceMaxConnections', 'required'],
    ]);
  });

  it('leaves empty deadlines and VAT missing, so the schema says they are required', () => {
    const input = eventInput({ ...NEW_EVENT, currency: 'eur' }, BERLIN);
    expect(input.registrationEndsAt).toBeUndefined();
    expect(input.currency).toBe('EUR');
    expect(eventInput({ ...NEW_EVENT, vatRate: '' }, BERLIN).vatRate).toBeUndefined();
    const result = eventInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('registrationEndsAt');
  });
});
