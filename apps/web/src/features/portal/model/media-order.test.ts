import { describe, expect, it } from 'vitest';
import { mediaOrderBody } from './media-order.ts';

describe('the media order body', () => {
  it('orders only the media with a quantity, leaving out cleared and zero choices', () => {
    expect(mediaOrderBody({ 1: 2, 4: null, 6: 0, 7: 1 }, '')).toEqual({ medias: [{ id: 1, amount: 2 }, { id: 7, amount: 1 }] });
  });

  it('sends the comment trimmed, and none when it is blank', () => {
    expect(mediaOrderBody({ 2: 1 }, '  Bitte Rechnung an Buchhaltung  ')).toEqual({ medias: [{ id: 2, amount: 1 }], comment: 'Bitte Rechnung an Buchhaltung' });
    expect(mediaOrderBody({ 2: 1 }, '   ')).toEqual({ medias: [{ id: 2, amount: 1 }] });
  });
});
