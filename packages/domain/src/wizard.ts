/**
 * Rules of the configurator wizard (SPEC §2, §4): which steps a mode shows, where it opens, which buttons
 * a step offers, whether a loaded offer may be edited, and what happens to a stored draft.
 */

import type { BackOfficeMode } from './backoffice-rules.ts';
import { OfferState } from './offer-state.ts';

/**
 * Who runs the configurator and for what:
 * - `test`: the public configurator `#/e/offer/{eventId}` — the spec's full visitor flow (configure,
 *   summary, login or new exhibitor, binding order). Also the mode of a loaded offer the visitor may edit.
 * - `fe_registration`: the same steps inside the new-exhibitor registration.
 * - `fe_offer`: a loaded offer that can be ordered but not changed.
 * - `insight`: a loaded offer that can only be looked at.
 * - `be_company`, `be_registration`, `be_stand`: back-office staff building a configuration or offer.
 */
export type ConfiguratorMode = 'test' | 'fe_registration' | 'be_company' | 'be_registration' | 'fe_offer' | 'insight' | 'be_stand';

export type WizardStep = 'stand' | 'brands' | 'media' | 'orderbook' | 'preview' | 'company' | 'order';

export const CONFIGURATOR_MODES: readonly ConfiguratorMode[] = [
  'test',
  'fe_registration',
  'be_company',
  'be_registration',
  'fe_offer',
  'insight',
  'be_stand',
];

const FULL_FLOW: readonly WizardStep[] = ['stand', 'brands', 'media', 'orderbook', 'preview', 'company', 'order'];

/** The table of SPEC §2, before steps are dropped for the event. */
const STEPS_BY_MODE: Record<ConfiguratorMode, readonly WizardStep[]> = {
  test: FULL_FLOW,
  fe_registration: FULL_FLOW,
  be_company: ['stand', 'brands', 'media', 'orderbook', 'preview'],
  be_registration: ['media', 'orderbook', 'preview'],
  fe_offer: ['preview', 'company', 'order'],
  insight: ['preview'],
  be_stand: ['stand', 'media', 'orderbook', 'preview'],
};

/** The steps whose content the summary shows and can jump back to. */
const CONTENT_STEPS: readonly WizardStep[] = ['stand', 'brands', 'media', 'orderbook'];

/** Content steps that may be passed over without input; a stand is required. */
const SKIPPABLE_STEPS: readonly WizardStep[] = ['brands', 'media', 'orderbook'];

/** The event shows the media step only with visible media. */
export const hasMediaStep = (event: { isMediaVisible: boolean }): boolean => event.isMediaVisible;

/**
 * The event shows the orderbook step with services offered in the configurator (isConfiguratorOrderBookItem);
 * staff, who may book every product, also when it shows its technical items.
 */
export const hasOrderbookStep = (event: { isTechVisible: boolean; hasConfiguratorServices: boolean }, isStaff = false): boolean =>
  event.hasConfiguratorServices || (isStaff && event.isTechVisible);

export function isBackOfficeMode(mode: ConfiguratorMode): mode is BackOfficeMode {
  return mode === 'be_company' || mode === 'be_registration' || mode === 'be_stand';
}

const isPositiveId = (id: number | null | undefined): boolean => typeof id === 'number' && id > 0;

/**
 * The back-office mode a saved offer opens in at `#/configurator/{eventId}/o/{offerId}` (decision; the
 * spec stores no mode with an offer): media and services for an existing registration → `be_registration`;
 * an offer for a company → `be_company`; otherwise an offer for whoever gets its link → `be_stand`.
 */
export function staffOfferMode(offer: { registrationId?: number | null; companyId?: number | null }): BackOfficeMode {
  if (isPositiveId(offer.registrationId)) return 'be_registration';
  return isPositiveId(offer.companyId) ? 'be_company' : 'be_stand';
}

/** The steps of a mode for an event, in order: the SPEC §2 table without media / orderbook where the event has none. */
export function wizardSteps(
  mode: ConfiguratorMode,
  event: { hasVisibleMedia: boolean; hasOrderbook: boolean },
): WizardStep[] {
  return STEPS_BY_MODE[mode].filter(
    (step) => (step !== 'media' || event.hasVisibleMedia) && (step !== 'orderbook' || event.hasOrderbook),
  );
}

/** Where the wizard opens: at the summary when an offer is loaded (and the mode has one), else at the first step. */
export function initialStep(steps: readonly WizardStep[], options: { offerLoaded: boolean }): WizardStep {
  if (options.offerLoaded && steps.includes('preview')) return 'preview';
  // Every mode has a preview, so an empty list cannot come from wizardSteps.
  return steps[0] ?? 'preview';
}

/** Who made an offer (SPEC §4): type 1 on the exhibitor side (visitor, exhibitor), type 2 staff for a customer. */
export const OfferType = { customer: 1, staff: 2 } as const;

/**
 * Whether an offer's deviating prices apply: only on an offer staff made. An offer the customer made keeps
 * its type when staff change it, and with it the list prices (decision; SPEC §6 lets only staff set prices).
 */
export const honoursDeviatingPrices = (offer: { offerType: number }): boolean => offer.offerType === OfferType.staff;

export interface OfferForEditing {
  /** 1: made on the exhibitor side (visitor, exhibitor); 2: made by the back office for a customer. */
  offerType: 1 | 2;
  state: number;
  /** A binding order was placed from this offer. */
  isOrdered: boolean;
}

/**
 * Whether a loaded offer may be changed (SPEC §4). Every rule that applies must allow it:
 * - An ordered offer is never editable: the binding order froze it (decision; the spec is silent).
 * - Back-office stand mode: only staff, and only while the state is at most 2.
 * - Type 2 (a back-office offer): staff only, never from the exhibitor side.
 * - Type 1 (an exhibitor-side offer): from the exhibitor side in any state; by staff only while its state
 *   is 1 (a state above 1 locks it for them, in stand mode too).
 */
export function isOfferEditable(offer: OfferForEditing, viewer: { isStaff: boolean; mode: ConfiguratorMode }): boolean {
  if (offer.isOrdered) return false;
  if (viewer.mode === 'be_stand' && (!viewer.isStaff || offer.state > OfferState.sent)) return false;
  if (offer.offerType === OfferType.staff) return viewer.isStaff;
  return viewer.isStaff ? offer.state === OfferState.draft : true;
}

/**
 * The mode for an offer opened by its public link `#/e/offer/{eventId}/{uuid}` (it opens at preview):
 * editable → `test`, so the summary's edit buttons have the content steps to jump to; not editable but not
 * yet ordered → `fe_offer` (it can still be ordered as it stands); ordered → `insight` (look only).
 */
export function loadedOfferMode(editable: boolean, isOrdered = false): 'test' | 'fe_offer' | 'insight' {
  if (editable && !isOrdered) return 'test';
  return isOrdered ? 'insight' : 'fe_offer';
}

export interface StepNavigation {
  back: boolean;
  skip: boolean;
  next: boolean;
  nextEnabled: boolean;
}

/**
 * The buttons of a step. `editable` is false only for a loaded offer that may not be changed (pass true
 * for a fresh configuration); `canProceed` is whether the step's input allows moving on (see
 * `standStepComplete`; on company: logged in or the new-exhibitor form is valid).
 * - back: on every step but the first, and never on a non-editable offer (SPEC §4).
 * - skip: on brands, media and orderbook; the stand is required.
 * - next: on every step that has a following one — the content steps, preview when company follows, and
 *   company only once it can proceed. The last step (order, or preview in back-office modes) has none:
 *   order has the binding order button, the back office saves instead.
 * - nextEnabled: next is shown and the step can proceed.
 */
export function stepNavigation(
  steps: readonly WizardStep[],
  current: WizardStep,
  state: { editable: boolean; canProceed: boolean },
): StepNavigation {
  const index = steps.indexOf(current);
  if (index < 0) return { back: false, skip: false, next: false, nextEnabled: false };
  const hasFollowing = index < steps.length - 1;
  const next = current === 'company' ? hasFollowing && state.canProceed : hasFollowing;
  return {
    back: index > 0 && state.editable,
    skip: hasFollowing && SKIPPABLE_STEPS.includes(current),
    next,
    nextEnabled: next && state.canProceed,
  };
}

/** The stand step may move on once a stand type is chosen and the size gave prices (SPEC §2). */
export function standStepComplete(stand: {
  standConfigId?: number | null;
  prices?: readonly unknown[] | null;
}): boolean {
  return typeof stand.standConfigId === 'number' && stand.standConfigId > 0 && (stand.prices?.length ?? 0) > 0;
}

/** The content steps the summary offers an edit button for: those of the wizard, none on a non-editable offer. */
export function previewEditTargets(steps: readonly WizardStep[], editable: boolean): WizardStep[] {
  return editable ? steps.filter((step) => CONTENT_STEPS.includes(step)) : [];
}

export type DraftDecision = 'restore' | 'discard' | 'none';

/**
 * What to do with the draft configuration from local storage when the wizard opens (SPEC §4 Draft):
 * restore it when it belongs to the same event and the same offer (no offer on both sides counts as the
 * same; an empty uuid is no offer), discard it for another event or another offer, none without a draft.
 */
export function draftDecision(
  draft: { eventId: number; uuid?: string | null } | null | undefined,
  current: { eventId: number; uuid?: string | null },
): DraftDecision {
  if (!draft) return 'none';
  if (draft.eventId !== current.eventId) return 'discard';
  return (draft.uuid || null) === (current.uuid || null) ? 'restore' : 'discard';
}
