import { describe, expect, it } from 'vitest';
import { deviatingPricesCount, NEW_OFFER_FIELDS, newStaffStart, staffSetup, type StaffOfferInput } from './staff-offer.ts';

const UUID = '0b7c6f1e-1a1a-4f4f-9a9a-123456789abc';
const saved = (changes: Partial<StaffOfferInput>): StaffOfferInput => ({
  uuid: UUID,
  title: 'Küchenstand Halle 3',
  state: 2,
  subText: 'Gültig bis 31.01.',
  companyId: null,
  companyName: '',
  registrationId: null,
  data: { medias: [{ id: 2, amount: 1, price: 99.5 }] },
  ...changes,
});
const opened = (offer: StaffOfferInput, editable = { beStand: true, be: false }) => staffSetup({ kind: 'offer', offer, editable });

describe('a saved offer opened in the back office', () => {
  it('opens for a registration, a company or by link, as it was made', () => {
    expect(opened(saved({ registrationId: 5, companyId: 3, companyName: 'Holzwerk Alpen GmbH' })).mode).toBe('be_registration');
    expect(opened(saved({ companyId: 3, companyName: 'Holzwerk Alpen GmbH' })).mode).toBe('be_company');
    expect(opened(saved({})).mode).toBe('be_stand');
  });

  it('is editable as the server says for that mode', () => {
    expect(opened(saved({}), { beStand: true, be: false }).editable).toBe(true);
    expect(opened(saved({}), { beStand: false, be: true }).editable).toBe(false);
    expect(opened(saved({ companyId: 3 }), { beStand: true, be: false }).editable).toBe(false);
    expect(opened(saved({ companyId: 3 }), { beStand: false, be: true }).editable).toBe(true);
  });

  it('starts from its configuration, title, state and footer text', () => {
    const setup = opened(saved({ companyId: 3, companyName: 'Holzwerk Alpen GmbH' }));
    expect(setup).toMatchObject({
      uuid: UUID,
      customerName: 'Holzwerk Alpen GmbH',
      startData: { companyId: 3, registrationId: null, medias: [{ id: 2, amount: 1, price: 99.5 }] },
    });
    expect(setup.offerFields).toEqual({ title: 'Küchenstand Halle 3', state: 2, subText: 'Gültig bis 31.01.' });
  });
});

describe('a new offer in the back office', () => {
  it('starts editable in the chosen mode for the chosen customer, state 1', () => {
    const setup = staffSetup({ kind: 'new', mode: 'be_registration', companyId: 3, registrationId: 5, customerName: 'Holzwerk Alpen GmbH' });
    expect(setup).toEqual({
      mode: 'be_registration',
      editable: true,
      uuid: null,
      startData: { companyId: 3, registrationId: 5 },
      offerFields: NEW_OFFER_FIELDS,
      customerName: 'Holzwerk Alpen GmbH',
    });
    expect(NEW_OFFER_FIELDS.state).toBe(1);
  });
});

describe('the start form of a new offer', () => {
  const company = { id: 3, name: 'Holzwerk Alpen GmbH' };
  const registration = { id: 5, companyId: 8, companyName: 'Nordlicht Küchen KG' };

  it('needs nobody for an offer by link', () => {
    expect(newStaffStart('be_stand', { company, registration })).toEqual({ kind: 'new', mode: 'be_stand', companyId: null, registrationId: null, customerName: '' });
  });

  it('needs the company for an offer to a company, and the registration (with its company) for additions to one', () => {
    expect(newStaffStart('be_company', { company: null, registration })).toBeNull();
    expect(newStaffStart('be_company', { company, registration: null })).toMatchObject({ companyId: 3, registrationId: null, customerName: 'Holzwerk Alpen GmbH' });
    expect(newStaffStart('be_registration', { company, registration: null })).toBeNull();
    expect(newStaffStart('be_registration', { company: null, registration })).toMatchObject({ companyId: 8, registrationId: 5, customerName: 'Nordlicht Küchen KG' });
  });
});

describe('deviating prices', () => {
  it('count in the back office and in an offer staff made, nowhere else', () => {
    expect(deviatingPricesCount('be_stand', null)).toBe(true);
    expect(deviatingPricesCount('be_company', 1)).toBe(true);
    expect(deviatingPricesCount('fe_offer', 2)).toBe(true);
    expect(deviatingPricesCount('insight', 2)).toBe(true);
    expect(deviatingPricesCount('test', 1)).toBe(false);
    expect(deviatingPricesCount('fe_offer', 1)).toBe(false);
    expect(deviatingPricesCount('test', null)).toBe(false);
  });
});
