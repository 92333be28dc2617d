import { describe, expect, it } from 'vitest';
import { findOwnContact, personName, phoneText } from './people.ts';

describe('personName', () => {
  it('joins title, first name and name', () => {
    expect(personName({ title: 'Dr.', firstName: 'Anna', name: 'Muster' })).toBe('Dr. Anna Muster');
  });

  it('leaves out empty parts', () => {
    expect(personName({ title: '', firstName: ' ', name: 'Muster' })).toBe('Muster');
  });
});

describe('phoneText', () => {
  it('joins country code, area code and number', () => {
    expect(phoneText('+49', '89', '2180 440-10')).toBe('+49 89 2180 440-10');
    expect(phoneText('+49', '171 4420 815')).toBe('+49 171 4420 815');
  });

  it('is empty without the direct number, even with a country code', () => {
    expect(phoneText('+49', '89', '')).toBe('');
    expect(phoneText('+49', undefined)).toBe('');
  });
});

describe('findOwnContact', () => {
  const contacts = [{ id: 1 }, { id: 2 }];

  it('finds the logged-in contact by id', () => {
    expect(findOwnContact(contacts, 2)).toEqual({ id: 2 });
  });

  it('finds nothing for an unknown or missing id', () => {
    expect(findOwnContact(contacts, 3)).toBeUndefined();
    expect(findOwnContact(contacts, undefined)).toBeUndefined();
  });
});
