import { describe, expect, it } from 'vitest';
import { NEW_OFFER_FIELDS, newStaffStart, staffSetup, type StaffOfferInput } from './staff-offer.ts';

const UUID = '0b7c6f1e-1a1a-4f4f-9a9a-123456789abc';
const saved = (changes: Partial<StaffOfferInput>): StaffOfferInput => ({
  uuid: UUID,
  title: 'Küchenstand Halle 3',
  state: 2,
  subText: 'Gültig bis 31.01.',
  companyId: null,
  companyName: '',
  registrationId: null,
  offerType: 2,
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
      staffCatalogue: true,
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

describe("the staff's catalogue", () => {
  it('applies to an offer staff made, with its deviating prices', () => {
    const setup = opened(saved({ offerType: 2 }));
    expect(setup.staffCatalogue).toBe(true);
    expect(setup.startData).toMatchObject({ medias: [{ id: 2, amount: 1, price: 99.5 }] });
  });

  it("does not apply to an offer the customer made: staff change it within the customer's catalogue", () => {
    expect(opened(saved({ offerType: 1 })).staffCatalogue).toBe(false);
    expect(opened(saved({ offerType: 1, companyId: 3 })).staffCatalogue).toBe(false);
  });
});
