import { describe, expect, it } from 'vitest';
import { matchTerms, normalisedName } from './match-terms.ts';

describe('what a request for credentials is compared with', () => {
  it('takes the company without its legal form, and nothing when too little is left', () => {
    expect(matchTerms({ company: 'Muster Küchen GmbH & Co. KG', name: 'x', email: 'a@b.example' }).company).toBe('muster küchen');
    expect(matchTerms({ company: 'Holz-Werk (Alpen) AG', name: 'x', email: 'a@b.example' }).company).toBe('holz werk alpen');
    expect(matchTerms({ company: 'AB GmbH', name: 'x', email: 'a@b.example' }).company).toBeNull();
    expect(normalisedName('  Nordlicht   Kamine, GmbH ')).toBe('nordlicht kamine gmbh');
  });

  it('compares the domain unless it is a free-mail provider’s, and the address lower-cased', () => {
    expect(matchTerms({ company: 'x', name: 'x', email: ' J.Beispiel@Muster-Kuechen.example ' })).toMatchObject({
      email: 'j.beispiel@muster-kuechen.example',
      domain: 'muster-kuechen.example',
    });
    expect(matchTerms({ company: 'x', name: 'x', email: 'lars@gmail.com' }).domain).toBeNull();
    expect(matchTerms({ company: 'x', name: 'x', email: 'lars@web.de' }).domain).toBeNull();
  });

  it('takes the last name and, when given, the first name, leaving titles out', () => {
    expect(matchTerms({ company: 'x', name: 'Dr. Max Huber', email: 'a@b.example' })).toMatchObject({ firstName: 'max', lastName: 'huber' });
    expect(matchTerms({ company: 'x', name: 'Huber', email: 'a@b.example' })).toMatchObject({ firstName: null, lastName: 'huber' });
  });
});
