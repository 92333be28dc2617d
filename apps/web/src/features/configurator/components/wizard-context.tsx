import type {
  BackOfficeMode,
  ConfiguratorMode,
  FairEvent,
  FieldError,
  OrderResult,
  SavedOffer,
  UserInfo,
  WizardStep,
} from '@messeportal/domain';
import { createContext, useContext, useEffect, useRef, type Dispatch } from 'react';
import type { OfferFields } from '../model/staff-offer.ts';
import type { WizardAction, WizardState } from '../model/wizard-state.ts';

/** What only the back office's modes have: whom the offer is for and the offer's own fields. */
export interface BackOfficeSession {
  mode: BackOfficeMode;
  /** The company the offer is made for ('' for an offer by link). */
  customerName: string;
  /** Every medium, the hidden items and deviating prices; false on an offer the customer made (see StaffSetup). */
  staffCatalogue: boolean;
  offerFields: OfferFields;
  setOfferFields: (changes: Partial<OfferFields>) => void;
  /** A save locked the offer for staff (SPEC §4): from now on it is shown, not edited. */
  lock: () => void;
}

/**
 * What the step shown says when the user leaves it for `target`: true holds the user on the step (it says
 * what is missing and offers to go on anyway), false lets the user go.
 */
export type LeaveGuard = (target: WizardStep) => boolean;

/** What a step should open and bring into view when it is shown next (from the summary's or the order's list). */
export type StepFocus = { kind: 'service'; itemId: number } | { kind: 'brand'; index: number };

/** Everything the steps of one configurator session share. */
export interface WizardContextValue {
  event: FairEvent;
  mode: ConfiguratorMode;
  steps: WizardStep[];
  /** False for a loaded offer the visitor may no longer change. */
  editable: boolean;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** Title and footer text of a loaded offer (set by staff on offers they make), if any. */
  offerTexts: { title: string; subText: string; madeByStaff: boolean } | null;
  /** The company a loaded offer was made for, if any (company-mismatch rule, SPEC §4). */
  offerCompanyId: number | null;
  /** The logged-in exhibitor, or null. */
  user: UserInfo | null;
  setUser: (user: UserInfo | null) => void;
  /** Field errors of the last order or validation, keyed as the server names them (`qm`, `media_12` …). */
  serverErrors: FieldError[];
  setServerErrors: (errors: FieldError[]) => void;
  /** The new exhibitor's company data passed the server's check since it was last changed. */
  personalChecked: boolean;
  setPersonalChecked: (checked: boolean) => void;
  /** Staff build the configuration (`be_*` modes); null on the exhibitor side. */
  backOffice: BackOfficeSession | null;
  /** An offer was saved for the first time: the address should name it from now on. */
  onOfferCreated: (offer: SavedOffer) => void;
  /** The order went through: the draft is gone and the success page shows. */
  onOrdered: (result: OrderResult) => void;
  /** Shows a step as the step buttons do; unless `force`, the step shown may hold the user first (see useLeaveGuard). */
  goToStep: (step: WizardStep, options?: { force?: boolean; focus?: StepFocus }) => void;
  /** Registers the guard of the step shown (null: it has none); see useLeaveGuard. */
  setLeaveGuard: (guard: LeaveGuard | null) => void;
  /** What the step shown was asked to open (see goToStep); null when it was reached the usual way. */
  focus: StepFocus | null;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard needs a WizardContext provider');
  return value;
}

/** The server's message for a property of the last order or validation, if it named one. */
export function useServerError(property: string): string | undefined {
  return useWizard().serverErrors.find((error) => error.property === property)?.message;
}

/** Registers what the step shown says when it is left; the latest `guard` is asked, the last one registered wins. */
export function useLeaveGuard(guard: LeaveGuard): void {
  const { setLeaveGuard } = useWizard();
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  useEffect(() => {
    setLeaveGuard((target) => latest.current(target));
    return () => setLeaveGuard(null);
  }, [setLeaveGuard]);
}

