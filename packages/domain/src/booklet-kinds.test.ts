import { describe, expect, it } from 'vitest';
import { BookletItemType, descriptionLimit } from './booklet-kinds.ts';

describe('descriptionLimit', () => {
  it("cuts a product's description after 150 characters (SPEC §9) and never one that is ticked to agree to it", () => {
    expect(descriptionLimit(BookletItemType.product)).toBe(150);
    const consent = 'Ich habe die Teilnahmebedingungen gelesen und erkenne sie an. '.repeat(5);
    for (const type of [BookletItemType.checkbox, BookletItemType.confirm, BookletItemType.text, BookletItemType.numberInput]) {
      expect(consent.length <= descriptionLimit(type), `item type ${type}`).toBe(true);
    }
  });
});
