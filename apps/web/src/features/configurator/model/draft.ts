import { draftDecision, initialStep, type DraftDecision, type WizardStep } from '@messeportal/domain';
import { emptyConfiguration, readConfiguration, withoutDeviatingPrices } from './configuration.ts';
import { personalWithoutPasswords } from './personal.ts';
import type { WizardState } from './wizard-state.ts';

/** The local-storage key of the draft configuration (SPEC §3, client-side storage keys). */
export const DRAFT_KEY = 'offerconfig';

/**
 * The draft as stored: the configuration without passwords, plus the step shown so that a reload opens
 * where the visitor was (decision: the spec names no key for the step, so it travels inside the draft).
 */
export function serializeDraft(state: WizardState): string {
  const { configuration } = state;
  return JSON.stringify({ ...configuration, personal: personalWithoutPasswords(configuration.personal), step: state.step });
}

/** The stored draft as parsed JSON, or null when there is none or it is not JSON. */
export function parseDraft(stored: string | null): unknown {
  if (!stored) return null;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return null;
  }
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The part of a draft that decides whether it belongs here; a draft without an event id belongs nowhere. */
function draftOwner(draft: unknown): { eventId: number; uuid: string | null } | null {
  if (!isRecord(draft) || typeof draft.eventId !== 'number') return null;
  return { eventId: draft.eventId, uuid: typeof draft.uuid === 'string' ? draft.uuid : null };
}

export interface StartInput {
  eventId: number;
  /** The offer named by the address (`#/e/offer/{eventId}/{uuid}`), if any. */
  uuid: string | null;
  /** The parsed draft from local storage (see parseDraft). */
  draft: unknown;
  /** The loaded offer's configuration, or what a new one starts with (the back office's customer); undefined: empty. */
  offerData: unknown;
  /** Whether the configuration may be changed (a fresh one always; a loaded offer as the server says). */
  editable: boolean;
  steps: readonly WizardStep[];
  loggedIn: boolean;
  /**
   * Whether deviating prices count: in the back office, and for an offer staff made (type 2), as the
   * server honours them only there. Otherwise they are dropped, so the summary shows what an order charges.
   */
  deviatingPrices: boolean;
}

export interface Start {
  state: WizardState;
  /** restore: the draft was taken; discard: it belongs elsewhere and must be removed; none: there was none. */
  draft: DraftDecision;
}

/** The parts of a configuration that a non-editable offer fixes; a draft may not change them. */
const OFFER_CONTENT = ['stand', 'medias', 'brands', 'orderBooks'] as const;

/**
 * Where the wizard starts (SPEC §4): a draft of the same event and offer is restored with its step; an
 * opened offer otherwise starts at preview with its saved configuration; else an empty configuration at
 * the first step. A restored step that is gone (another mode) falls back to the start step, and the order
 * step falls back to company for a new exhibitor, whose passwords the draft does not keep. On an offer
 * that may no longer be changed, the draft keeps only what the visitor adds (company data, comment),
 * never its own stand, media, brands or services.
 */
export function startState(input: StartInput): Start {
  const start = startFrom(input);
  if (input.deviatingPrices) return start;
  return { ...start, state: { ...start.state, configuration: withoutDeviatingPrices(start.state.configuration) } };
}

function startFrom(input: StartInput): Start {
  const offerLoaded = input.uuid !== null;
  const decision = draftDecision(draftOwner(input.draft), { eventId: input.eventId, uuid: input.uuid });
  const fromOffer = input.offerData === undefined ? emptyConfiguration(input.eventId) : readConfiguration(input.offerData, input.eventId);
  if (offerLoaded) fromOffer.uuid = input.uuid;
  const firstStep = initialStep(input.steps, { offerLoaded });
  if (decision !== 'restore') return { state: { configuration: fromOffer, step: firstStep }, draft: decision };

  // The decision already holds the draft to the same offer (or none), so its uuid is the address's.
  const configuration = readConfiguration(input.draft, input.eventId);
  if (!input.editable) for (const part of OFFER_CONTENT) Object.assign(configuration, { [part]: fromOffer[part] });
  const stored = (input.draft as Loose).step;
  let step = input.steps.find((candidate) => candidate === stored) ?? firstStep;
  if (step === 'order' && !input.loggedIn && input.steps.includes('company')) step = 'company';
  return { state: { configuration, step }, draft: 'restore' };
}
