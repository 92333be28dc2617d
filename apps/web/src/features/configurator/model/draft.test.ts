import type { WizardStep } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { emptyConfiguration } from './configuration.ts';
import { parseDraft, serializeDraft, startState, type StartInput } from './draft.ts';

const FULL: WizardStep[] = ['stand', 'brands', 'media', 'orderbook', 'preview', 'company', 'order'];
const UUID = '0b7c6f1e-1a1a-4f4f-9a9a-123456789abc';

function draftOf(changes: Record<string, unknown>) {
  return { ...emptyConfiguration(1), stand: { standConfigId: 2, qm: '30' }, ...changes };
}

const input = (changes: Partial<StartInput>): StartInput => ({
  eventId: 1,
  uuid: null,
  draft: null,
  offerData: undefined,
  editable: true,
  steps: FULL,
  loggedIn: false,
  deviatingPrices: false,
  ...changes,
});

describe('the stored draft', () => {
  it('keeps the configuration and the step, never a password', () => {
    const configuration = emptyConfiguration(1);
    configuration.personal.contact.passwordNew = 'geheim123';
    configuration.personal.contact.passwordNewRepeat = 'geheim123';
    configuration.personal.contact.firstName = 'Eva';
    const stored = serializeDraft({ configuration, step: 'company' });
    expect(stored).not.toContain('geheim123');
    expect(parseDraft(stored)).toMatchObject({ eventId: 1, step: 'company', personal: { contact: { firstName: 'Eva' } } });
  });

  it('is nothing when the store holds no JSON', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
  });
});

describe('where the wizard starts', () => {
  it('restores a draft of the same event with its step', () => {
    const start = startState(input({ draft: draftOf({ step: 'media', medias: [{ id: 1, amount: 2 }] }) }));
    expect(start.draft).toBe('restore');
    expect(start.state.step).toBe('media');
    expect(start.state.configuration.stand).toEqual({ standConfigId: 2, qm: '30', plan: null });
    expect(start.state.configuration.medias).toEqual([{ id: 1, amount: 2 }]);
  });

  it('discards a draft of another event or of another offer and starts empty', () => {
    const otherEvent = startState(input({ draft: draftOf({ eventId: 2, step: 'media' }) }));
    expect(otherEvent.draft).toBe('discard');
    expect(otherEvent.state).toEqual({ configuration: emptyConfiguration(1), step: 'stand' });

    const otherOffer = startState(input({ draft: draftOf({ uuid: UUID, step: 'media' }) }));
    expect(otherOffer.draft).toBe('discard');
    expect(otherOffer.state.step).toBe('stand');
  });

  it('opens a loaded offer at preview with its saved configuration when no draft belongs to it', () => {
    const start = startState(input({ uuid: UUID, offerData: { stand: { standConfigId: 3, qm: 40 }, medias: [{ id: 2, amount: 1, price: 1 }] } }));
    expect(start.state.step).toBe('preview');
    expect(start.state.configuration).toMatchObject({ uuid: UUID, stand: { standConfigId: 3, qm: '40' }, medias: [{ id: 2, amount: 1 }] });
  });

  it('keeps the deviating prices of a loaded offer only where they count', () => {
    const offerData = { medias: [{ id: 2, amount: 1, price: 99.5 }], orderBooks: [{ id: 11, amount: 3, price: 0 }] };
    const counted = startState(input({ uuid: UUID, offerData, deviatingPrices: true })).state.configuration;
    expect(counted.medias).toEqual([{ id: 2, amount: 1, price: 99.5 }]);
    expect(counted.orderBooks).toEqual([{ id: 11, amount: 3, price: 0 }]);
    const dropped = startState(input({ uuid: UUID, offerData })).state.configuration;
    expect(dropped.medias).toEqual([{ id: 2, amount: 1 }]);
    expect(dropped.orderBooks).toEqual([{ id: 11, amount: 3 }]);
  });

  it('starts a new configuration with what it is given (the back office’s customer) at the first step', () => {
    const start = startState(input({ offerData: { companyId: 4, registrationId: 9 }, steps: ['media', 'orderbook', 'preview'] }));
    expect(start.state.step).toBe('media');
    expect(start.state.configuration).toMatchObject({ uuid: null, companyId: 4, registrationId: 9, medias: [] });
  });

  it('prefers the draft of the same offer, which holds the changes made since it was saved', () => {
    const start = startState(input({ uuid: UUID, offerData: { stand: { standConfigId: 3, qm: 40 } }, draft: draftOf({ uuid: UUID, step: 'orderbook' }) }));
    expect(start.draft).toBe('restore');
    expect(start.state.step).toBe('orderbook');
    expect(start.state.configuration.stand).toEqual({ standConfigId: 2, qm: '30', plan: null });
  });

  it('keeps the content of an offer that may no longer be changed, and only the visitor’s own entries of the draft', () => {
    const draft = draftOf({ uuid: UUID, step: 'company', comment: 'Bitte Eckstand', stand: { standConfigId: 1, qm: '99' } });
    const start = startState(input({ uuid: UUID, editable: false, steps: ['preview', 'company', 'order'], offerData: { stand: { standConfigId: 3, qm: 40 } }, draft }));
    expect(start.state.configuration.stand).toEqual({ standConfigId: 3, qm: '40', plan: null });
    expect(start.state.configuration.comment).toBe('Bitte Eckstand');
    expect(start.state.step).toBe('company');
  });

  it('sends a new exhibitor back from the order step to the company step, whose passwords the draft does not keep', () => {
    expect(startState(input({ draft: draftOf({ step: 'order' }) })).state.step).toBe('company');
    expect(startState(input({ draft: draftOf({ step: 'order' }), loggedIn: true })).state.step).toBe('order');
  });

  it('starts at the first step when the stored step is not one of this wizard', () => {
    expect(startState(input({ draft: draftOf({ step: 'media' }), steps: ['stand', 'brands', 'preview', 'company', 'order'] })).state.step).toBe('stand');
  });
});
