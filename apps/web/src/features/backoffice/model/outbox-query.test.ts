import { describe, expect, it } from 'vitest';
import { canResend, outboxParams, parseOutboxQuery, withState } from './outbox-query.ts';

describe('the outbox query', () => {
  it('reads a known state and the page; anything else shows every mail from page 1', () => {
    expect(parseOutboxQuery(new URLSearchParams('state=failed&page=2'))).toEqual({ state: 'failed', page: 2 });
    expect(parseOutboxQuery(new URLSearchParams('state=lost&page=x'))).toEqual({ state: '', page: 1 });
  });

  it('writes only what is set', () => {
    expect(outboxParams({ state: '', page: 1 }).toString()).toBe('');
    expect(outboxParams({ state: 'pending', page: 3 }).toString()).toBe('state=pending&page=3');
  });

  it('starts a changed filter at page 1', () => {
    expect(withState({ state: '', page: 4 }, 'failed')).toEqual({ state: 'failed', page: 1 });
    expect(withState({ state: 'failed', page: 4 }, 'failed')).toEqual({ state: 'failed', page: 4 });
  });
});

describe('sending a mail again', () => {
  it('is offered for failed mails only', () => {
    expect(canResend({ state: 'failed' })).toBe(true);
    expect(['pending', 'sending', 'sent'].map((state) => canResend({ state }))).toEqual([false, false, false]);
  });
});
