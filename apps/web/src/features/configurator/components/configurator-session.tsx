import { hasMediaStep, hasOrderbookStep, loadedOfferMode, wizardSteps } from '@messeportal/domain';
import { useEffect, useMemo, useReducer, useState } from 'react';
import type { FieldError } from '../../../api/api-error.ts';
import { readToken, readUserInfo, type UserInfo } from '../../../api/session.ts';
import type { ConfiguratorEvent } from '../api/get-event.ts';
import type { OfferAnswer } from '../api/get-offer.ts';
import type { OrderResult } from '../api/place-order.ts';
import { DRAFT_KEY, parseDraft, serializeDraft, startState } from '../model/draft.ts';
import { isOtherCompany } from '../model/company-mismatch.ts';
import { wizardReducer } from '../model/wizard-state.ts';
import { OrderSuccess } from './order-success.tsx';
import { endStoredSession } from './use-exhibitor-session.ts';
import { Wizard } from './wizard.tsx';
import { WizardContext, type WizardContextValue } from './wizard-context.tsx';

interface ConfiguratorSessionProps {
  event: ConfiguratorEvent;
  /** The offer the address names, loaded; null for a fresh configuration. */
  offer: OfferAnswer | null;
  /** `fe_registration`: the registration for an event (SPEC §2), without the offer block; else the public configurator. */
  registration?: boolean;
  onOfferCreated?: (uuid: string) => void;
}

const storedUser = (): UserInfo | null => (readToken() ? readUserInfo() : null);

/**
 * One run of the wizard for an event (and an offer): starts from the draft, the offer or empty (SPEC §4),
 * keeps the draft in local storage on every change and removes it once the order went through.
 */
export function ConfiguratorSession({ event, offer, registration = false, onOfferCreated = () => {} }: ConfiguratorSessionProps) {
  const editable = offer ? offer.editable : true;
  const mode = offer ? loadedOfferMode(offer.editable, offer.offer.isOrdered) : registration ? 'fe_registration' : 'test';
  const steps = useMemo(
    () => wizardSteps(mode, { hasVisibleMedia: hasMediaStep(event), hasOrderbook: hasOrderbookStep(event) }),
    [mode, event],
  );
  const offerCompanyId = offer?.offer.registration?.companyId ?? null;
  // A stored login of another company than the offer's does not count (SPEC §4); the effect below ends it.
  const [user, setUser] = useState(() => (isOtherCompany(storedUser(), offerCompanyId) ? null : storedUser()));
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    startState({
      eventId: event.id,
      uuid: offer?.offer.uuid ?? null,
      draft: parseDraft(localStorage.getItem(DRAFT_KEY)),
      offerData: offer?.offer.data,
      editable,
      steps,
      loggedIn: user !== null,
    }).state,
  );
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [personalChecked, setPersonalChecked] = useState(false);
  const [ordered, setOrdered] = useState<OrderResult | null>(null);

  useEffect(() => {
    if (isOtherCompany(storedUser(), offerCompanyId)) endStoredSession();
  }, [offerCompanyId]);

  // Every change is kept; writing the fresh state also replaces a draft that belonged elsewhere.
  useEffect(() => {
    if (!ordered) localStorage.setItem(DRAFT_KEY, serializeDraft(state));
  }, [state, ordered]);

  const value: WizardContextValue = {
    event,
    mode,
    steps,
    editable,
    state,
    dispatch,
    offerTexts: offer ? { title: offer.offer.title, subText: offer.offer.subText } : null,
    offerCompanyId,
    user,
    setUser,
    serverErrors,
    setServerErrors,
    personalChecked,
    setPersonalChecked,
    onOfferCreated,
    onOrdered: (result) => {
      localStorage.removeItem(DRAFT_KEY);
      setOrdered(result);
    },
  };

  return (
    <WizardContext.Provider value={value}>{ordered ? <OrderSuccess result={ordered} loggedIn={user !== null} /> : <Wizard />}</WizardContext.Provider>
  );
}
