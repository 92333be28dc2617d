import { describe, expect, it } from 'vitest';
import { copyNoticeOf } from './copy-notice.ts';

describe('copyNoticeOf', () => {
  it('reads the items the copy lacks from the router state', () => {
    const missing = [{ kind: 'media', id: 4, name: 'Banner Eingang' }];
    expect(copyNoticeOf({ copiedFrom: 12, missing })).toEqual({ copiedFrom: 12, missing });
  });

  it('is none without a state, and drops entries that are no items', () => {
    expect(copyNoticeOf(null)).toBeNull();
    expect(copyNoticeOf({ notice: 'passwordChanged' })).toBeNull();
    expect(copyNoticeOf({ copiedFrom: 3, missing: [{ kind: 'brand', name: 'x' }, 'x'] })).toEqual({ copiedFrom: 3, missing: [] });
  });
});
