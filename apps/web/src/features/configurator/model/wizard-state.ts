import type { Lang, WizardStep } from '@messeportal/domain';
import { emptyBrand, type BrandDraft, type ChosenItem, type WizardConfiguration } from './configuration.ts';
import type { PersonalDraft, PersonalTextSection } from './personal.ts';
import type { PlanChoice } from './plan-choice.ts';

/** What the wizard keeps between renders and in the draft: the configuration and the step shown. */
export interface WizardState {
  configuration: WizardConfiguration;
  step: WizardStep;
}

export type WizardAction =
  | { type: 'stepShown'; step: WizardStep }
  | { type: 'standConfigChosen'; standConfigId: number | null }
  | { type: 'standSizeTyped'; qm: string }
  /** A stand held on the hall plan: its stand type and area become the configuration's. */
  | { type: 'planStandChosen'; choice: PlanChoice; standConfigId: number; qm: string }
  /** The hold of the chosen stand was renewed until then. */
  | { type: 'planHoldRenewed'; stand: string; until: string }
  /** The plan's stand is given up or lost (the hold ran out): no stand, type or size any more. */
  | { type: 'planStandCleared' }
  | { type: 'brandAdded' }
  | { type: 'brandChanged'; index: number; changes: Partial<BrandDraft> }
  | { type: 'brandRemoved'; index: number }
  | { type: 'mediaAmountChosen'; mediaId: number; amount: number | null }
  | { type: 'orderBookAmountChanged'; itemId: number; amount: number }
  /** Staff set (a number of euros) or cleared (null) the deviating price of a chosen line. */
  | { type: 'deviatingPriceSet'; list: 'medias' | 'orderBooks'; id: number; price: number | null }
  | { type: 'newExhibitorChosen'; email: string; lang: Lang }
  | { type: 'personalTextChanged'; section: PersonalTextSection; field: string; value: string }
  | { type: 'personalChanged'; changes: Partial<Pick<PersonalDraft, 'invoiceAddress'>> & { contact?: Partial<PersonalDraft['contact']> } }
  | { type: 'agbChanged'; agb: boolean }
  | { type: 'cancellationPolicyChanged'; cancellationPolicy: boolean }
  | { type: 'commentChanged'; comment: string }
  | { type: 'offerEmailChanged'; email: string }
  | { type: 'offerSaved'; uuid: string; offerId: number };

/**
 * Sets the amount of one item in a chosen list, keeping its deviating price; amount 0 or none removes it
 * with its price (left out of summary and order).
 */
function withAmount(list: ChosenItem[], id: number, amount: number | null): ChosenItem[] {
  const others = list.filter((entry) => entry.id !== id);
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return others;
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) return [...list, { id, amount }];
  return list.map((existing) => (existing.id === id ? { ...existing, amount } : existing));
}

/** Sets or clears the deviating price of a chosen item; an item not chosen (quantity 0) takes none. */
function withPrice(list: ChosenItem[], id: number, price: number | null): ChosenItem[] {
  return list.map((entry) => {
    if (entry.id !== id) return entry;
    const { price: _previous, ...rest } = entry;
    return price === null ? rest : { ...rest, price };
  });
}

type ConfigurationAction = Exclude<WizardAction, { type: 'stepShown' }>;

function configurationReducer(configuration: WizardConfiguration, action: ConfigurationAction): WizardConfiguration {
  switch (action.type) {
    case 'standConfigChosen':
      return { ...configuration, stand: { ...configuration.stand, standConfigId: action.standConfigId } };
    case 'standSizeTyped':
      return { ...configuration, stand: { ...configuration.stand, qm: action.qm } };
    case 'planStandChosen':
      return { ...configuration, stand: { standConfigId: action.standConfigId, qm: action.qm, plan: action.choice } };
    case 'planHoldRenewed': {
      const plan = configuration.stand.plan;
      if (plan?.stand !== action.stand || plan.until === action.until) return configuration;
      return { ...configuration, stand: { ...configuration.stand, plan: { ...plan, until: action.until } } };
    }
    case 'planStandCleared':
      return configuration.stand.plan ? { ...configuration, stand: { standConfigId: null, qm: '', plan: null } } : configuration;
    case 'brandAdded':
      return { ...configuration, brands: [...configuration.brands, emptyBrand()] };
    case 'brandChanged':
      return {
        ...configuration,
        brands: configuration.brands.map((brand, index) => (index === action.index ? { ...brand, ...action.changes } : brand)),
      };
    case 'brandRemoved':
      return { ...configuration, brands: configuration.brands.filter((_, index) => index !== action.index) };
    case 'mediaAmountChosen':
      return { ...configuration, medias: withAmount(configuration.medias, action.mediaId, action.amount) };
    case 'orderBookAmountChanged':
      return { ...configuration, orderBooks: withAmount(configuration.orderBooks, action.itemId, action.amount) };
    case 'deviatingPriceSet':
      return { ...configuration, [action.list]: withPrice(configuration[action.list], action.id, action.price) };
    case 'newExhibitorChosen': {
      const { personal } = configuration;
      // The checked address is the contact's username; it prefills what is still empty, never overwrites.
      return {
        ...configuration,
        personal: {
          ...personal,
          isUsed: true,
          company: { ...personal.company, email: personal.company.email || action.email },
          contact: {
            ...personal.contact,
            email: personal.contact.email || action.email,
            lang: personal.contact.lang || action.lang,
          },
        },
      };
    }
    case 'personalTextChanged': {
      const section = configuration.personal[action.section];
      return { ...configuration, personal: { ...configuration.personal, [action.section]: { ...section, [action.field]: action.value } } };
    }
    case 'personalChanged': {
      const { contact, ...rest } = action.changes;
      const personal = configuration.personal;
      return { ...configuration, personal: { ...personal, ...rest, contact: { ...personal.contact, ...contact } } };
    }
    case 'agbChanged':
      return { ...configuration, agb: action.agb };
    case 'cancellationPolicyChanged':
      return { ...configuration, cancellationPolicy: action.cancellationPolicy };
    case 'commentChanged':
      return { ...configuration, comment: action.comment };
    case 'offerEmailChanged':
      return { ...configuration, email: action.email };
    case 'offerSaved':
      return { ...configuration, uuid: action.uuid, offerId: action.offerId };
  }
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  if (action.type === 'stepShown') return action.step === state.step ? state : { ...state, step: action.step };
  const configuration = configurationReducer(state.configuration, action);
  return configuration === state.configuration ? state : { ...state, configuration };
}
