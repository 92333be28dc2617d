import { describe, expect, it } from 'vitest';
import { auditParams, changedFields, parseAuditQuery, withFilter } from './audit-query.ts';

describe('the audit log query', () => {
  it('keeps valid filters from the address and drops the others', () => {
    const query = parseAuditQuery(new URLSearchParams('entity=media&actor=%20vera%20&from=2026-11-01&to=gestern&page=3'));
    expect(query).toEqual({ entity: 'media', actor: 'vera', from: '2026-11-01', to: undefined, page: 3 });
    expect(parseAuditQuery(new URLSearchParams('entity=order')).entity).toBeUndefined();
    expect(auditParams(query).toString()).toBe('entity=media&actor=vera&from=2026-11-01&page=3');
  });

  it('starts a changed filter at page 1', () => {
    expect(withFilter({ actor: '', page: 4 }, { entity: 'staff' })).toEqual({ actor: '', entity: 'staff', page: 1 });
  });

  it('lists the fields whose values differ, with both values', () => {
    expect(changedFields({ role: 'sales', name: 'Vera', disabledAt: null }, { role: 'admin', name: 'Vera', disabledAt: '2026-11-26' })).toEqual([
      { field: 'role', before: 'sales', after: 'admin' },
      { field: 'disabledAt', before: null, after: '2026-11-26' },
    ]);
    expect(changedFields(null, { name: 'Neu' })).toEqual([{ field: 'name', before: undefined, after: 'Neu' }]);
    expect(changedFields({ prices: [1, 2] }, { prices: [1, 2] })).toEqual([]);
  });
});
