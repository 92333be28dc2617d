import type { Lang } from '@messeportal/domain';

/** The personal block of a new exhibitor (SPEC §3) as the company form edits it: every field present. */
export type PersonalDraft = {
  /** The visitor chose to register as a new exhibitor (the form is open). */
  isUsed: boolean;
  company: { name: string; ustid: string; email: string; phone: string; fax: string; internet: string };
  address: { nameExtra: string; street: string; zip: string; city: string; country: string; email: string };
  invoiceAddress: boolean;
  addressInvoice: { name: string; nameExtra: string; street: string; zip: string; city: string; country: string; ustid: string };
  contact: {
    contactType: string[];
    /** 2 Herr, 3 Frau, 4 divers; null until chosen. */
    gender: number | null;
    lang: Lang | '';
    firstName: string;
    name: string;
    email: string;
    passwordNew: string;
    passwordNewRepeat: string;
    phone: string;
    mobile: string;
    fax: string;
  };
};

/** The sections whose text fields the form edits one by one. */
export type PersonalTextSection = 'company' | 'address' | 'addressInvoice' | 'contact';

export function emptyPersonal(): PersonalDraft {
  return {
    isUsed: false,
    company: { name: '', ustid: '', email: '', phone: '', fax: '', internet: '' },
    address: { nameExtra: '', street: '', zip: '', city: '', country: '', email: '' },
    invoiceAddress: false,
    addressInvoice: { name: '', nameExtra: '', street: '', zip: '', city: '', country: '', ustid: '' },
    contact: {
      contactType: [],
      gender: null,
      lang: '',
      firstName: '',
      name: '',
      email: '',
      passwordNew: '',
      passwordNewRepeat: '',
      phone: '',
      mobile: '',
      fax: '',
    },
  };
}

/**
 * The block without its passwords: what a draft keeps and an offer saves. The domain's generic
 * `withoutPasswords` does the same, but its module brings the Zod schemas into the configurator's chunk.
 */
export function personalWithoutPasswords(personal: PersonalDraft): PersonalDraft {
  return { ...personal, contact: { ...personal.contact, passwordNew: '', passwordNewRepeat: '' } };
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text fields of `empty` filled from `raw` where it has text for them. */
function readTexts<T extends Record<string, unknown>>(empty: T, raw: unknown): T {
  if (!isRecord(raw)) return empty;
  const filled: Loose = { ...empty };
  for (const key of Object.keys(empty)) {
    if (typeof empty[key] === 'string' && typeof raw[key] === 'string') filled[key] = raw[key];
  }
  return filled as T;
}

/** A stored or saved personal block in the form's shape; unknown or malformed parts fall back to empty. */
export function readPersonal(raw: unknown): PersonalDraft {
  const empty = emptyPersonal();
  if (!isRecord(raw)) return empty;
  const contact = isRecord(raw.contact) ? raw.contact : {};
  return {
    isUsed: raw.isUsed === true,
    company: readTexts(empty.company, raw.company),
    address: readTexts(empty.address, raw.address),
    invoiceAddress: raw.invoiceAddress === true,
    addressInvoice: readTexts(empty.addressInvoice, raw.addressInvoice),
    contact: {
      ...readTexts(empty.contact, contact),
      contactType: Array.isArray(contact.contactType) ? contact.contactType.filter((t): t is string => typeof t === 'string') : [],
      gender: typeof contact.gender === 'number' ? contact.gender : null,
      lang: contact.lang === 'de' || contact.lang === 'en' ? contact.lang : '',
    },
  };
}
