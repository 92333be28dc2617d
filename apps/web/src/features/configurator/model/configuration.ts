import type { FileObject } from '@messeportal/domain';
import { emptyPersonal, readPersonal, type PersonalDraft } from './personal.ts';
import type { PlanChoice } from './plan-choice.ts';

/** A brand as the wizard edits it; id 0 until an order saves it (SPEC §4, local lists). */
export type BrandDraft = {
  id: number;
  name: string;
  internet: string;
  fileLogoNew: FileObject | null;
  fileMotifNew: FileObject | null;
  productgroupsIds: number[];
};

/**
 * A chosen advertising medium or order-book item. `price` is a deviating price in euros that staff set in
 * the back office; a customer sees it in an offer made for them but never enters one.
 */
export type ChosenItem = { id: number; amount: number; price?: number | null };

/**
 * The configuration (SPEC §3) as the wizard keeps it: every field present, the stand size as typed. It is
 * what the draft stores, what an offer saves and what an order sends.
 */
export type WizardConfiguration = {
  uuid: string | null;
  eventId: number;
  companyId: number | null;
  registrationId: number | null;
  offerId: number | null;
  email: string;
  agb: boolean;
  /** The cancellation policy accepted; a binding order needs it beside the terms (SPEC §5). */
  cancellationPolicy: boolean;
  comment: string;
  /** The stand type and size; with `plan`, both are the stand's that the visitor holds on the hall plan. */
  stand: { standConfigId: number | null; qm: string; plan: PlanChoice | null };
  medias: ChosenItem[];
  brands: BrandDraft[];
  orderBooks: ChosenItem[];
  personal: PersonalDraft;
};

export function emptyConfiguration(eventId: number): WizardConfiguration {
  return {
    uuid: null,
    eventId,
    companyId: null,
    registrationId: null,
    offerId: null,
    email: '',
    agb: false,
    cancellationPolicy: false,
    comment: '',
    stand: { standConfigId: null, qm: '', plan: null },
    medias: [],
    brands: [],
    orderBooks: [],
    personal: emptyPersonal(),
  };
}

export const emptyBrand = (): BrandDraft => ({
  id: 0,
  name: '',
  internet: '',
  fileLogoNew: null,
  fileMotifNew: null,
  productgroupsIds: [],
});

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const positiveId = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

function readFile(value: unknown): FileObject | null {
  if (!isRecord(value) || positiveId(value.id) === null) return null;
  return {
    id: value.id as number,
    uri: text(value.uri),
    origName: text(value.origName),
    isImage: value.isImage === true,
  };
}

function readChosen(value: unknown): ChosenItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const id = positiveId(entry.id);
    const amount = typeof entry.amount === 'number' && Number.isFinite(entry.amount) ? entry.amount : 0;
    if (id === null || amount <= 0) return [];
    return isPrice(entry.price) ? [{ id, amount, price: entry.price }] : [{ id, amount }];
  });
}

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

const withoutPrice = ({ id, amount }: ChosenItem): ChosenItem => ({ id, amount });

/** The configuration without deviating prices: what the exhibitor side keeps and sends (SPEC §6, staff only). */
export function withoutDeviatingPrices(configuration: WizardConfiguration): WizardConfiguration {
  return { ...configuration, medias: configuration.medias.map(withoutPrice), orderBooks: configuration.orderBooks.map(withoutPrice) };
}

/** A stand held on the hall plan, from a draft or a saved offer (which keeps neither hall name nor end); null when malformed. */
export function readPlanChoice(value: unknown): PlanChoice | null {
  if (!isRecord(value)) return null;
  const [hallId, stand, holdToken] = [positiveId(value.hallId), text(value.stand), text(value.holdToken)];
  return hallId === null || stand.trim() === '' || holdToken === '' ? null : { hallId, hall: text(value.hall), stand, holdToken, until: text(value.until) };
}

function readBrands(value: unknown): BrandDraft[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((brand) => ({
    id: typeof brand.id === 'number' && brand.id >= 0 ? brand.id : 0,
    name: text(brand.name),
    internet: text(brand.internet),
    fileLogoNew: readFile(brand.fileLogoNew),
    fileMotifNew: readFile(brand.fileMotifNew),
    productgroupsIds: Array.isArray(brand.productgroupsIds)
      ? brand.productgroupsIds.filter((id): id is number => positiveId(id) !== null)
      : [],
  }));
}

/**
 * A configuration from outside the wizard — a stored draft or a saved offer's data — in the wizard's shape.
 * Whatever is missing or malformed (an older draft, a hand-edited store) falls back to the empty value
 * instead of breaking the page. Deviating prices (euros ≥ 0) are carried over; whether they count is the
 * caller's decision (see `startState`).
 */
export function readConfiguration(raw: unknown, eventId: number): WizardConfiguration {
  const empty = emptyConfiguration(eventId);
  if (!isRecord(raw)) return empty;
  const stand = isRecord(raw.stand) ? raw.stand : {};
  return {
    uuid: typeof raw.uuid === 'string' && raw.uuid !== '' ? raw.uuid : null,
    eventId,
    companyId: positiveId(raw.companyId),
    registrationId: positiveId(raw.registrationId),
    offerId: positiveId(raw.offerId),
    email: text(raw.email),
    agb: raw.agb === true,
    cancellationPolicy: raw.cancellationPolicy === true,
    comment: text(raw.comment),
    stand: { standConfigId: positiveId(stand.standConfigId), qm: text(stand.qm), plan: readPlanChoice(stand.plan) },
    medias: readChosen(raw.medias),
    brands: readBrands(raw.brands),
    orderBooks: readChosen(raw.orderBooks),
    personal: readPersonal(raw.personal),
  };
}
