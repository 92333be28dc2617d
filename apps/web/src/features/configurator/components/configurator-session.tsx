import {
  hasMediaStep,
  hasOrderbookStep,
  honoursDeviatingPrices,
  loadedOfferMode,
  wizardSteps,
  type FairEvent,
  type FieldError,
  type OfferAnswer,
  type OrderResult,
  type SavedOffer,
  type UserInfo,
  type WizardStep,
} from '@messeportal/domain';
import { Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { readToken, readUserInfo } from '../../../api/session.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { DRAFT_KEY, parseDraft, serializeDraft, startState } from '../model/draft.ts';
import { isOtherCompany } from '../model/company-mismatch.ts';
import { NEW_OFFER_FIELDS, staffSetup, type OfferFields, type StaffStart } from '../model/staff-offer.ts';
import { wizardReducer } from '../model/wizard-state.ts';
import { OrderSuccess, Wizard } from './wizard.tsx';
import { WizardContext, type LeaveGuard, type StepFocus, type WizardContextValue } from './wizard-context.tsx';

interface ConfiguratorSessionProps {
  event: FairEvent;
  /** The offer the public address names, loaded; null for a fresh configuration (and in the back office). */
  offer: OfferAnswer | null;
  /** `fe_registration`: the registration for an event (SPEC §2), without the offer block; else the public configurator. */
  registration?: boolean;
  /** The back office: staff build a new offer in a mode or change a saved one (`offer` and `registration` then do not apply). */
  staff?: StaffStart;
  onOfferCreated?: (offer: SavedOffer) => void;
}

const storedUser = (): UserInfo | null => (readToken() ? readUserInfo() : null);

/**
 * One run of the wizard for an event (and an offer): starts from the draft, the offer or empty (SPEC §4),
 * keeps the draft in local storage on every change and removes it once the order went through. The back
 * office keeps no draft (decision): staff work on the server's offer and save it, and a shared computer
 * must not hand staff prices to the exhibitor side's draft `offerconfig` or the other way round.
 */
export function ConfiguratorSession({ event, offer, registration = false, staff, onOfferCreated = () => {} }: ConfiguratorSessionProps) {
  const backOffice = useMemo(() => (staff ? staffSetup(staff) : null), [staff]);
  const [lockedBySave, setLockedBySave] = useState(false);
  const editable = backOffice ? backOffice.editable && !lockedBySave : offer ? offer.editable : true;
  const mode = backOffice?.mode ?? (offer ? loadedOfferMode(offer.editable, offer.offer.isOrdered) : registration ? 'fe_registration' : 'test');
  const keepsDraft = backOffice === null;
  const steps = useMemo(
    () => wizardSteps(mode, { hasVisibleMedia: hasMediaStep(event), hasOrderbook: hasOrderbookStep(event, backOffice?.staffCatalogue ?? false) }),
    [mode, event, backOffice],
  );
  const offerCompanyId = backOffice ? null : (offer?.offer.registration?.companyId ?? null);
  // A stored login of another company than the offer's does not count (SPEC §4); the effect below ends it.
  // Staff act for no exhibitor: a stored exhibitor login is neither used nor ended.
  const [user, setUser] = useState(() => (backOffice || isOtherCompany(storedUser(), offerCompanyId) ? null : storedUser()));
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    startState({
      eventId: event.id,
      uuid: backOffice ? backOffice.uuid : (offer?.offer.uuid ?? null),
      draft: keepsDraft ? parseDraft(localStorage.getItem(DRAFT_KEY)) : null,
      offerData: backOffice ? backOffice.startData : offer?.offer.data,
      editable,
      steps,
      loggedIn: user !== null,
      // Staff set them where the offer takes them; the customer sees those of an offer staff made (SPEC §9).
      deviatingPrices: backOffice ? backOffice.staffCatalogue : offer !== null && honoursDeviatingPrices(offer.offer),
    }).state,
  );
  const [offerFields, setOfferFields] = useState<OfferFields>(() => backOffice?.offerFields ?? NEW_OFFER_FIELDS);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [personalChecked, setPersonalChecked] = useState(false);
  const [ordered, setOrdered] = useState<OrderResult | null>(null);
  const leaveGuard = useRef<LeaveGuard | null>(null);
  const setLeaveGuard = useCallback((guard: LeaveGuard | null) => {
    leaveGuard.current = guard;
  }, []);
  const [focus, setFocus] = useState<StepFocus | null>(null);

  useEffect(() => {
    // Rare (an offer link opened in another company's login), so its code is fetched only then.
    if (!backOffice && isOtherCompany(storedUser(), offerCompanyId)) void import('./use-exhibitor-session.ts').then((m) => m.endStoredSession());
  }, [backOffice, offerCompanyId]);

  // Every change is kept; writing the fresh state also replaces a draft that belonged elsewhere.
  useEffect(() => {
    if (keepsDraft && !ordered) localStorage.setItem(DRAFT_KEY, serializeDraft(state));
  }, [keepsDraft, state, ordered]);

  const value: WizardContextValue = {
    event,
    mode,
    steps,
    editable,
    state,
    dispatch,
    offerTexts: offer ? { title: offer.offer.title, subText: offer.offer.subText, madeByStaff: honoursDeviatingPrices(offer.offer) } : null,
    offerCompanyId,
    user,
    setUser,
    serverErrors,
    setServerErrors,
    personalChecked,
    setPersonalChecked,
    backOffice: backOffice && {
      mode: backOffice.mode,
      customerName: backOffice.customerName,
      staffCatalogue: backOffice.staffCatalogue,
      offerFields,
      setOfferFields: (changes) => setOfferFields((current) => ({ ...current, ...changes })),
      lock: () => setLockedBySave(true),
    },
    onOfferCreated,
    onOrdered: (result) => {
      localStorage.removeItem(DRAFT_KEY);
      setOrdered(result);
    },
    goToStep: (step: WizardStep, options = {}) => {
      if (step === state.step) return;
      if (!options.force && leaveGuard.current?.(step)) return;
      setFocus(options.focus ?? null);
      dispatch({ type: 'stepShown', step });
      window.scrollTo({ top: 0 });
    },
    setLeaveGuard,
    focus,
  };

  return (
    <WizardContext.Provider value={value}>
      {ordered ? (
        <Suspense fallback={<PageLoader />}>
          <OrderSuccess result={ordered} loggedIn={user !== null} />
        </Suspense>
      ) : (
        <Wizard />
      )}
    </WizardContext.Provider>
  );
}
