import { describe, expect, it } from 'vitest';
import { brandProblems } from './brand-rules.ts';
import { isOtherCompany, newExhibitorMayOrder } from './company-mismatch.ts';
import { emptyBrand } from './configuration.ts';
import { errorStep } from './error-step.ts';
import { personalErrors } from './personal-errors.ts';
import { eventProductGroups } from './reference-options.ts';

describe('a brand before it is saved', () => {
  it('needs a name and at least one product group', () => {
    expect(brandProblems(emptyBrand())).toEqual({ name: 'required', productgroupsIds: 'brandProductGroupRequired' });
    expect(brandProblems({ ...emptyBrand(), name: 'Nordlicht', productgroupsIds: [2] })).toEqual({});
  });
});

describe('the company-mismatch rule', () => {
  it('applies only to a logged-in exhibitor of another company than the offer names', () => {
    expect(isOtherCompany({ companyId: 1 }, 2)).toBe(true);
    expect(isOtherCompany({ companyId: 2 }, 2)).toBe(false);
    expect(isOtherCompany({ companyId: 1 }, null)).toBe(false);
    expect(isOtherCompany(null, 2)).toBe(false);
  });

  it('lets only logged-in contacts order an offer made for a company, anyone an offer for nobody', () => {
    expect(newExhibitorMayOrder(2)).toBe(false);
    expect(newExhibitorMayOrder(null)).toBe(true);
  });
});

describe('the step of a server error', () => {
  it('names the step whose field the error marks', () => {
    expect(errorStep('qm')).toBe('stand');
    // The stand held on the hall plan (its hold ran out, or it was taken).
    expect(errorStep('stand')).toBe('stand');
    expect(errorStep('media_12')).toBe('media');
    expect(errorStep('orderbook_7')).toBe('orderbook');
    expect(errorStep('brands.0.name')).toBe('brands');
    expect(errorStep('personal.contact.email')).toBe('company');
    expect(errorStep('agb')).toBeNull();
    expect(errorStep('')).toBeNull();
  });
});

describe('the errors of the company form', () => {
  it('are named as an order names them', () => {
    expect(personalErrors({ company: [{ property: 'name', message: 'Pflicht' }], contact: [{ property: 'email', message: 'vergeben' }], address: [] })).toEqual([
      { property: 'personal.company.name', message: 'Pflicht' },
      { property: 'personal.contact.email', message: 'vergeben' },
    ]);
  });
});

describe('the product groups of the brands step', () => {
  it('are the event’s groups, sorted by label', () => {
    const list = [
      { id: 1, label: 'Küchenmöbel', eventId: 1 },
      { id: 2, label: 'Einbaugeräte', eventId: 1 },
      { id: 9, label: 'Kaminöfen', eventId: 2 },
      { id: 'x', label: 'kaputt' },
    ];
    expect(eventProductGroups(list, [1, 2], 'de-DE').map((group) => group.label)).toEqual(['Einbaugeräte', 'Küchenmöbel']);
  });
});
