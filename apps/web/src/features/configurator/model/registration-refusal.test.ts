import { describe, expect, it } from 'vitest';
import { registrationRefusal } from './registration-refusal.ts';

describe('registrationRefusal', () => {
  it('names the opening day before it, in dd.mm.yyyy', () => {
    const early = { registrationPhase: 'notYetOpen' as const, registrationOpensOn: '2027-03-01' };
    expect(registrationRefusal(early, 'de')).toBe('Die Anmeldung für diese Veranstaltung ist ab dem 01.03.2027 möglich.');
    expect(registrationRefusal(early, 'en')).toBe('Registration for this event opens on 01.03.2027.');
  });

  it('says closed after the deadline', () => {
    expect(registrationRefusal({ registrationPhase: 'closed', registrationOpensOn: null }, 'en')).toBe('Registration is currently not possible for the selected event.');
  });
});
