import { describe, expect, it } from 'vitest';
import { nameIn, titleIn } from './names.ts';

describe('names in the reader’s language', () => {
  it('takes the language’s name, else the other', () => {
    expect(nameIn({ nameDe: 'Küche', nameEn: 'Kitchen' }, 'en')).toBe('Kitchen');
    expect(nameIn({ nameDe: 'Küche', nameEn: '' }, 'en')).toBe('Küche');
    expect(titleIn({ titleDe: 'Strom', titleEn: 'Power' }, 'de')).toBe('Strom');
  });
});
