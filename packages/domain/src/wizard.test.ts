import { describe, expect, it } from 'vitest';
import {
  CONFIGURATOR_MODES,
  draftDecision,
  hasMediaStep,
  hasOrderbookStep,
  initialStep,
  isBackOfficeMode,
  isOfferEditable,
  loadedOfferMode,
  previewEditTargets,
  staffOfferMode,
  standStepComplete,
  stepNavigation,
  wizardSteps,
  type ConfiguratorMode,
  type WizardStep,
} from './wizard.ts';

const all = { hasVisibleMedia: true, hasOrderbook: true };

describe('steps per mode (SPEC §2)', () => {
  it.each<[ConfiguratorMode, WizardStep[]]>([
    ['test', ['stand', 'brands', 'media', 'orderbook', 'preview', 'company', 'order']],
    ['fe_registration', ['stand', 'brands', 'media', 'orderbook', 'preview', 'company', 'order']],
    ['be_company', ['stand', 'brands', 'media', 'orderbook', 'preview']],
    ['be_registration', ['media', 'orderbook', 'preview']],
    ['fe_offer', ['preview', 'company', 'order']],
    ['insight', ['preview']],
    ['be_stand', ['stand', 'media', 'orderbook', 'preview']],
  ])('%s', (mode, steps) => {
    expect(wizardSteps(mode, all)).toEqual(steps);
  });

  it('drops the media step without visible media', () => {
    expect(wizardSteps('test', { hasVisibleMedia: false, hasOrderbook: true })).toEqual(['stand', 'brands', 'orderbook', 'preview', 'company', 'order']);
    expect(wizardSteps('be_stand', { hasVisibleMedia: false, hasOrderbook: true })).toEqual(['stand', 'orderbook', 'preview']);
  });

  it('drops the orderbook step without tech items or configurator services', () => {
    expect(wizardSteps('test', { hasVisibleMedia: true, hasOrderbook: false })).toEqual(['stand', 'brands', 'media', 'preview', 'company', 'order']);
    expect(wizardSteps('be_registration', { hasVisibleMedia: true, hasOrderbook: false })).toEqual(['media', 'preview']);
  });

  it('drops both together and never drops the other steps', () => {
    const none = { hasVisibleMedia: false, hasOrderbook: false };
    expect(wizardSteps('fe_registration', none)).toEqual(['stand', 'brands', 'preview', 'company', 'order']);
    expect(wizardSteps('be_registration', none)).toEqual(['preview']);
    expect(wizardSteps('fe_offer', none)).toEqual(['preview', 'company', 'order']);
    for (const mode of CONFIGURATOR_MODES) expect(wizardSteps(mode, none), mode).toContain('preview');
  });

  it('reads the dropping rules from the event', () => {
    expect(hasMediaStep({ isMediaVisible: true })).toBe(true);
    expect(hasMediaStep({ isMediaVisible: false })).toBe(false);
    expect(hasOrderbookStep({ isTechVisible: true, hasConfiguratorServices: false })).toBe(false);
    expect(hasOrderbookStep({ isTechVisible: true, hasConfiguratorServices: false }, true)).toBe(true);
    expect(hasOrderbookStep({ isTechVisible: false, hasConfiguratorServices: true })).toBe(true);
    expect(hasOrderbookStep({ isTechVisible: false, hasConfiguratorServices: false }, true)).toBe(false);
  });

  it('knows the back-office modes', () => {
    expect(CONFIGURATOR_MODES.filter(isBackOfficeMode)).toEqual(['be_company', 'be_registration', 'be_stand']);
  });
});

describe('initial step', () => {
  it('opens at the first step without an offer', () => {
    expect(initialStep(wizardSteps('test', all), { offerLoaded: false })).toBe('stand');
    expect(initialStep(wizardSteps('be_registration', all), { offerLoaded: false })).toBe('media');
  });

  it('opens at preview when an offer is loaded', () => {
    expect(initialStep(wizardSteps('test', all), { offerLoaded: true })).toBe('preview');
    expect(initialStep(wizardSteps('be_stand', all), { offerLoaded: true })).toBe('preview');
    expect(initialStep(['stand', 'brands'], { offerLoaded: true })).toBe('stand');
  });
});

describe('offer editability (SPEC §4)', () => {
  const exhibitor = (mode: ConfiguratorMode) => ({ isStaff: false, mode });
  const staff = (mode: ConfiguratorMode) => ({ isStaff: true, mode });
  const offer = (offerType: 1 | 2, state: number, isOrdered = false) => ({ offerType, state, isOrdered });

  it.each([
    ['be_stand: staff, state 1', offer(2, 1), staff('be_stand'), true],
    ['be_stand: staff, state 2', offer(2, 2), staff('be_stand'), true],
    ['be_stand: staff, state 3 locks', offer(2, 3), staff('be_stand'), false],
    ['be_stand: staff, type 1 state 1', offer(1, 1), staff('be_stand'), true],
    ['be_stand: staff, type 1 state 2 locks (type 1 rule)', offer(1, 2), staff('be_stand'), false],
    ['be_stand: not staff', offer(1, 1), exhibitor('be_stand'), false],
    ['type 2: staff', offer(2, 4), staff('be_company'), true],
    ['type 2: exhibitor side', offer(2, 1), exhibitor('test'), false],
    ['type 2: exhibitor side, fe_offer', offer(2, 1), exhibitor('fe_offer'), false],
    ['type 1: exhibitor side, state 1', offer(1, 1), exhibitor('test'), true],
    ['type 1: exhibitor side, state 3', offer(1, 3), exhibitor('test'), true],
    ['type 1: staff, state 1', offer(1, 1), staff('be_company'), true],
    ['type 1: staff, state 2 locks', offer(1, 2), staff('be_company'), false],
    ['type 1: staff on the public link, state 2', offer(1, 2), staff('test'), false],
    ['ordered type 1, exhibitor side', offer(1, 1, true), exhibitor('test'), false],
    ['ordered type 2, staff', offer(2, 1, true), staff('be_company'), false],
    ['ordered, be_stand staff state 1', offer(2, 1, true), staff('be_stand'), false],
  ] as const)('%s → %s', (_case, theOffer, viewer, editable) => {
    expect(isOfferEditable(theOffer, viewer)).toBe(editable);
  });

  // SPEC §4 as a table over every mode, type, state of offerStates (1–5) and ordered or not.
  const states = [1, 2, 3, 4, 5];
  const staffModes = ['be_stand', 'be_company', 'be_registration'] as const;
  const customerModes = ['test', 'fe_registration', 'fe_offer', 'insight'] as const;

  it.each(staffModes)('staff in %s: type 2 in any state, type 1 only in state 1, in be_stand both only while state ≤ 2; never ordered', (mode) => {
    for (const type of [1, 2] as const) {
      for (const state of states) {
        const expected = (type === 2 || state === 1) && (mode !== 'be_stand' || state <= 2);
        expect(isOfferEditable(offer(type, state), staff(mode)), `type ${type} state ${state}`).toBe(expected);
        expect(isOfferEditable(offer(type, state, true), staff(mode)), `ordered type ${type} state ${state}`).toBe(false);
      }
    }
  });

  it.each(customerModes)('exhibitor side in %s: type 1 in any state, type 2 never, nothing ordered', (mode) => {
    for (const state of states) {
      expect(isOfferEditable(offer(1, state), exhibitor(mode)), `type 1 state ${state}`).toBe(true);
      expect(isOfferEditable(offer(2, state), exhibitor(mode)), `type 2 state ${state}`).toBe(false);
      expect(isOfferEditable(offer(1, state, true), exhibitor(mode)), `ordered state ${state}`).toBe(false);
    }
  });

  it('opens a loaded offer editable in the full flow, else for ordering or insight', () => {
    expect(loadedOfferMode(true)).toBe('test');
    expect(loadedOfferMode(false)).toBe('fe_offer');
    expect(loadedOfferMode(false, true)).toBe('insight');
    expect(loadedOfferMode(true, true)).toBe('insight');
  });

  it('opens a saved offer in the back office in the mode it was made in', () => {
    expect(staffOfferMode({ registrationId: 7, companyId: 3 })).toBe('be_registration');
    expect(staffOfferMode({ registrationId: null, companyId: 3 })).toBe('be_company');
    expect(staffOfferMode({ registrationId: null, companyId: null })).toBe('be_stand');
    expect(staffOfferMode({ registrationId: 0, companyId: 0 })).toBe('be_stand');
    expect(staffOfferMode({})).toBe('be_stand');
  });
});

describe('step navigation', () => {
  const full = wizardSteps('test', all);
  const go = { editable: true, canProceed: true };

  it('has no back on the first step; the stand cannot be skipped', () => {
    expect(stepNavigation(full, 'stand', go)).toEqual({ back: false, skip: false, next: true, nextEnabled: true });
    expect(stepNavigation(full, 'stand', { editable: true, canProceed: false })).toEqual({ back: false, skip: false, next: true, nextEnabled: false });
  });

  it('offers back, skip and next on the middle content steps', () => {
    for (const step of ['brands', 'media', 'orderbook'] as const) {
      expect(stepNavigation(full, step, go), step).toEqual({ back: true, skip: true, next: true, nextEnabled: true });
    }
    expect(stepNavigation(['media', 'orderbook', 'preview'], 'media', go)).toEqual({ back: false, skip: true, next: true, nextEnabled: true });
  });

  it('leads from preview to company, and ends at preview where company is missing', () => {
    expect(stepNavigation(full, 'preview', go)).toEqual({ back: true, skip: false, next: true, nextEnabled: true });
    expect(stepNavigation(wizardSteps('be_company', all), 'preview', go)).toEqual({ back: true, skip: false, next: false, nextEnabled: false });
    expect(stepNavigation(wizardSteps('insight', all), 'preview', go)).toEqual({ back: false, skip: false, next: false, nextEnabled: false });
  });

  it('shows next on company only once it can proceed', () => {
    expect(stepNavigation(full, 'company', go)).toEqual({ back: true, skip: false, next: true, nextEnabled: true });
    expect(stepNavigation(full, 'company', { editable: true, canProceed: false })).toEqual({ back: true, skip: false, next: false, nextEnabled: false });
  });

  it('has no next on the last step (the binding order button instead)', () => {
    expect(stepNavigation(full, 'order', go)).toEqual({ back: true, skip: false, next: false, nextEnabled: false });
  });

  it('hides back on a non-editable offer', () => {
    const offerSteps = wizardSteps('fe_offer', all);
    const locked = { editable: false, canProceed: true };
    expect(stepNavigation(offerSteps, 'preview', locked)).toEqual({ back: false, skip: false, next: true, nextEnabled: true });
    expect(stepNavigation(offerSteps, 'company', locked)).toEqual({ back: false, skip: false, next: true, nextEnabled: true });
    expect(stepNavigation(offerSteps, 'order', locked)).toEqual({ back: false, skip: false, next: false, nextEnabled: false });
    expect(stepNavigation(full, 'media', locked).back).toBe(false);
  });

  it('offers nothing for a step the wizard does not have', () => {
    expect(stepNavigation(['preview'], 'stand', go)).toEqual({ back: false, skip: false, next: false, nextEnabled: false });
  });

  it('completes the stand step with a chosen type and prices', () => {
    expect(standStepComplete({ standConfigId: 3, prices: [{ sum: 1 }] })).toBe(true);
    expect(standStepComplete({ standConfigId: 3, prices: [] })).toBe(false);
    expect(standStepComplete({ standConfigId: 3, prices: null })).toBe(false);
    expect(standStepComplete({ standConfigId: null, prices: [{ sum: 1 }] })).toBe(false);
    expect(standStepComplete({ standConfigId: 0, prices: [{ sum: 1 }] })).toBe(false);
  });

  it('offers edit buttons on the preview for the content steps present, none when not editable', () => {
    expect(previewEditTargets(full, true)).toEqual(['stand', 'brands', 'media', 'orderbook']);
    expect(previewEditTargets(wizardSteps('be_stand', { hasVisibleMedia: false, hasOrderbook: true }), true)).toEqual(['stand', 'orderbook']);
    expect(previewEditTargets(wizardSteps('fe_offer', all), true)).toEqual([]);
    expect(previewEditTargets(full, false)).toEqual([]);
  });
});

describe('draft (SPEC §4)', () => {
  it.each([
    ['no draft', null, { eventId: 1 }, 'none'],
    ['same event, no offer', { eventId: 1 }, { eventId: 1 }, 'restore'],
    ['same event, null and empty uuid', { eventId: 1, uuid: null }, { eventId: 1, uuid: '' }, 'restore'],
    ['same event, same offer', { eventId: 1, uuid: 'a' }, { eventId: 1, uuid: 'a' }, 'restore'],
    ['another event', { eventId: 2 }, { eventId: 1 }, 'discard'],
    ['another event, same uuid', { eventId: 2, uuid: 'a' }, { eventId: 1, uuid: 'a' }, 'discard'],
    ['another offer', { eventId: 1, uuid: 'a' }, { eventId: 1, uuid: 'b' }, 'discard'],
    ['draft of an offer, fresh configurator', { eventId: 1, uuid: 'a' }, { eventId: 1 }, 'discard'],
    ['fresh draft, offer loaded', { eventId: 1 }, { eventId: 1, uuid: 'a' }, 'discard'],
  ] as const)('%s → %s', (_case, draft, current, decision) => {
    expect(draftDecision(draft, current)).toBe(decision);
  });
});
