import { honoursDeviatingPrices, OfferState, staffOfferMode, type BackOfficeMode, type StaffOffer } from '@messeportal/domain';

/** Title, state and footer text of an offer, which staff set on the preview (`toffer` of the save call). */
export interface OfferFields {
  title: string;
  /** A value of the `offerStates` list (`OfferState`); a new offer starts as a draft. */
  state: number;
  subText: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const NEW_OFFER_FIELDS: OfferFields = { title: '', state: OfferState.draft, subText: '' };

/** An offer as `GET /be/offer/{id}` answers it, as far as the wizard reads it. */
export type StaffOfferInput = Pick<StaffOffer, 'uuid' | 'title' | 'state' | 'subText' | 'companyId' | 'companyName' | 'registrationId' | 'offerType' | 'data'>;

/** What the back-office configurator starts from: a saved offer, or a new offer in a mode staff chose. */
export type StaffStart =
  | { kind: 'offer'; offer: StaffOfferInput; editable: { beStand: boolean; be: boolean } }
  | { kind: 'new'; mode: BackOfficeMode; companyId: number | null; registrationId: number | null; customerName: string };

export interface StaffSetup {
  mode: BackOfficeMode;
  /** SPEC §4, as the server decides it for the mode (it refuses a save with 409 all the same). */
  editable: boolean;
  uuid: string | null;
  /** The configuration to start from: the offer's, or only the customer a new offer is made for. */
  startData: unknown;
  offerFields: OfferFields;
  /** Whom the offer is for, as the wizard's subtitle names it ('' for an offer by link). */
  customerName: string;
  /**
   * Whether staff work with their own catalogue (every medium, the hidden items, deviating prices): on a new
   * offer and one staff made. An offer the customer made keeps its type when staff change it, and with it
   * the customer's catalogue and list prices, as the server saves it (decision).
   */
  staffCatalogue: boolean;
}

/**
 * How a back-office session starts. A saved offer opens in the mode `staffOfferMode` derives from it,
 * editable as the server says for that mode (`beStand` in `be_stand`, else `be`); a new one in the mode
 * chosen, editable, for the chosen company or registration.
 */
export function staffSetup(start: StaffStart): StaffSetup {
  if (start.kind === 'new') {
    const customer = { companyId: start.companyId, registrationId: start.registrationId };
    return {
      mode: start.mode,
      editable: true,
      uuid: null,
      startData: customer,
      offerFields: NEW_OFFER_FIELDS,
      customerName: start.customerName,
      staffCatalogue: true,
    };
  }
  const { offer, editable } = start;
  const mode = staffOfferMode(offer);
  return {
    mode,
    editable: mode === 'be_stand' ? editable.beStand : editable.be,
    uuid: offer.uuid,
    // The offer's own customer wins over a configuration saved before it had one.
    startData: { ...(isRecord(offer.data) ? offer.data : {}), companyId: offer.companyId, registrationId: offer.registrationId },
    offerFields: { title: offer.title, state: offer.state, subText: offer.subText },
    customerName: offer.companyName,
    staffCatalogue: honoursDeviatingPrices(offer),
  };
}

/**
 * A new back-office offer from the start form: by link needs nobody; for a company, the company chosen;
 * for a registration, the registration chosen and its company. Null while the choice is missing.
 */
export function newStaffStart(
  mode: BackOfficeMode,
  choice: { company: { id: number; name: string } | null; registration: { id: number; companyId: number; companyName: string } | null },
): StaffStart | null {
  if (mode === 'be_stand') return { kind: 'new', mode, companyId: null, registrationId: null, customerName: '' };
  if (mode === 'be_company') {
    const { company } = choice;
    return company && { kind: 'new', mode, companyId: company.id, registrationId: null, customerName: company.name };
  }
  const { registration } = choice;
  return registration && { kind: 'new', mode, companyId: registration.companyId, registrationId: registration.id, customerName: registration.companyName };
}
