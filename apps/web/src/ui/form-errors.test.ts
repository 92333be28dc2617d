import { addressDataSchema, contactDataSchema } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { schemaErrors, serverFieldErrors } from './form-errors.ts';

describe('schemaErrors', () => {
  it('gives no errors for valid values', () => {
    const address = { id: 0, name: 'Muster GmbH', street: 'Weg 1', zip: '80802', city: 'München', country: 'de' };
    expect(schemaErrors(addressDataSchema, address, 'de')).toEqual({});
  });

  it('gives the portal messages of empty required fields per field, in the language asked', () => {
    const errors = schemaErrors(addressDataSchema, { id: 0, name: '', street: '', zip: '', city: '', country: '' }, 'en');
    expect(errors.name).toBe('This field must be filled in.');
    expect(errors.country).toBe('This field must be filled in.');
  });

  it('checks the repeated password of a contact', () => {
    const contact = { gender: 3, lang: 'de', firstName: 'Eva', name: 'Test', email: 'eva@example.com', contactType: ['marketing'], passwordNew: 'geheim123', passwordNewRepeat: 'geheim124', passwordCurrent: 'x' };
    const errors = schemaErrors(contactDataSchema, contact, 'de');
    expect(Object.keys(errors)).toEqual(['passwordNewRepeat']);
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first message of each known field and gathers the others under ""', () => {
    const errors = [
      { property: 'email', message: 'Schon vergeben.' },
      { property: 'email', message: 'Zweite Meldung.' },
      { property: 'id', message: 'Gibt es nicht.' },
      { property: '', message: 'Fehler.' },
    ];
    expect(serverFieldErrors(errors, ['email', 'name'])).toEqual({ email: 'Schon vergeben.', '': 'Gibt es nicht. Fehler.' });
  });
});
