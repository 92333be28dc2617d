import { describe, expect, it } from 'vitest';
import { copyOfferSchema, offerListQuerySchema, outboxQuerySchema, staffConfigurationSchema } from './backoffice.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('back-office schemas', () => {
  it('needs a mode, the company in be_company and the registration in be_registration', () => {
    expect(messages(staffConfigurationSchema.safeParse({ eventId: 1 }))).toEqual([['mode', 'required']]);
    expect(messages(staffConfigurationSchema.safeParse({ eventId: 1, mode: 'fe_offer' }))).toEqual([['mode', 'invalidValue']]);
    expect(messages(staffConfigurationSchema.safeParse({ eventId: 1, mode: 'be_company' }))).toEqual([['companyId', 'required']]);
    expect(messages(staffConfigurationSchema.safeParse({ eventId: 1, mode: 'be_registration' }))).toEqual([['registrationId', 'required']]);
    expect(staffConfigurationSchema.safeParse({ eventId: 1, mode: 'be_stand' }).success).toBe(true);
  });

  it('takes title, state of the offerStates list and footer text', () => {
    const parsed = staffConfigurationSchema.parse({ eventId: 1, mode: 'be_stand', toffer: { title: ' Angebot ', state: 2 } });
    expect(parsed.toffer).toEqual({ title: 'Angebot', state: 2 });
    const bad = staffConfigurationSchema.safeParse({ eventId: 1, mode: 'be_stand', toffer: { state: 9, subText: 'x'.repeat(4001) } });
    expect(messages(bad)).toEqual([['toffer.state', 'invalidValue'], ['toffer.subText', 'tooLong']]);
  });

  it('reads the list queries with defaults for parameters sent empty', () => {
    expect(offerListQuerySchema.parse({ search: '', sort: '', dir: '', page: '' })).toEqual({ search: '', sort: 'updatedAt', dir: 'desc', page: 1 });
    expect(offerListQuerySchema.parse({ search: ' Muster ', sort: 'totalNet', dir: 'asc', page: '3' })).toEqual({ search: 'Muster', sort: 'totalNet', dir: 'asc', page: 3 });
    expect(messages(offerListQuerySchema.safeParse({ sort: 'password', page: '0' }))?.map(([path]) => path)).toEqual(['sort', 'page']);
    expect(outboxQuerySchema.parse({ state: 'failed' })).toEqual({ state: 'failed', page: 1 });
    expect(outboxQuerySchema.safeParse({ state: 'lost' }).success).toBe(false);
  });

  it('copies to the offer’s own event without a body', () => {
    expect(copyOfferSchema.parse(undefined)).toEqual({});
    expect(copyOfferSchema.parse(null)).toEqual({});
    expect(copyOfferSchema.parse({ eventId: 2 })).toEqual({ eventId: 2 });
    expect(copyOfferSchema.safeParse({ eventId: 'zwei' }).success).toBe(false);
  });
});
