import { describe, expect, it } from 'vitest';
import { withoutTokens } from './logged-request.ts';

describe('the logged address of a request', () => {
  it('masks a calendar address’s token, a confirmation link’s and an offer’s uuid, and keeps the rest', () => {
    expect(withoutTokens('/pub/calendar/Qm9vb2JhcmJhei1xdXV4LWNhbGVuZGFyLXRva2VuLTQ.ics?lang=de')).toBe('/pub/calendar/[token].ics?lang=de');
    expect(withoutTokens('/pub/confirm/12/aGVsbG8td29ybGQtdGhpcy1pcy1hLXRva2Vu')).toBe('/pub/confirm/12/[token]');
    expect(withoutTokens('/pub/offer/5f0c2a8e-3b1d-4c6e-9a7f-2d8b1e4c6a90/pdf')).toBe('/pub/offer/[token]/pdf');
    expect(withoutTokens('/fe/statement-of-account/pdf?lang=en-US')).toBe('/fe/statement-of-account/pdf?lang=en-US');
  });
});
