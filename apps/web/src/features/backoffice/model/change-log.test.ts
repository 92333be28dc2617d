import { describe, expect, it } from 'vitest';
import { describeChange } from './change-log.ts';

const names = { action: (action: string) => `<${action}>`, field: (field: string) => field.toUpperCase() };

describe('describeChange', () => {
  it('names the action and the parts it changed, in the order recorded', () => {
    expect(describeChange({ action: 'saved', fields: ['title', 'prices'] }, names)).toBe('<saved>: TITLE, PRICES');
  });

  it('names the action alone when no part is listed', () => {
    expect(describeChange({ action: 'created', fields: [] }, names)).toBe('<created>');
  });

  it('shows an action or part it has no name for as sent', () => {
    expect(describeChange({ action: 'archived', fields: ['colour', 'state'] }, names)).toBe('archived: colour, STATE');
  });
});
