import { describe, expect, it } from 'vitest';
import { copyNoticeOf } from './copy-notice.ts';

describe('the copy’s notice in the router state', () => {
  it('reads a notice and ignores anything else', () => {
    expect(copyNoticeOf({ copiedFrom: 'Küchenmesse 2027', shiftDays: 364 })).toEqual({ copiedFrom: 'Küchenmesse 2027', shiftDays: 364 });
    expect(copyNoticeOf(null)).toBeNull();
    expect(copyNoticeOf({ copiedFrom: 3, missing: [] })).toBeNull();
  });
});
