/** The company as `GET /fe/company` and `GET /fe/globaldata` answer it. */
export interface Company {
  id: number;
  name: string;
  email: string;
  internet: string;
  ustid: string;
  telCountry: string;
  telCity: string;
  telDirect: string;
  faxCountry: string;
  faxCity: string;
  faxDirect: string;
  [field: string]: unknown;
}

/** An event as `GET /fe/globaldata` lists it (SPEC §3 Event, portal fields); dates as ISO strings. */
export interface PortalEvent {
  id: number;
  name: string;
  currency: string;
  vatRate: number;
  /** The end of the early booking while it runs, else null. */
  earlyBookingTime: string | null;
  isMediaVisible: boolean;
  isTechVisible: boolean;
  hasFireplaceConnections: boolean;
  /** Calendar dates 'YYYY-MM-DD'. */
  startsAt: string;
  endsAt: string;
  registrationEndsAt: string;
  printEndsAt: string;
  techEndsAt: string;
  earlyBookerEndsAt: string | null;
  mediaDescription: string;
  isRegistrationOpen: boolean;
  isRegistered: boolean;
}

/** A registration of the company for an event (SPEC §3 Registration). */
export interface PortalRegistration {
  id: number;
  createdAt: string;
  eventId: number;
  isConfirmed: boolean;
  confirmedAt: string | null;
  hall: string;
  standNr: string;
  standType: string;
  standSize: number;
  /** Pieces of advertising media in the registration's binding orders. */
  mediaOrdered: number;
  /** Services ordered bindingly or booked in the booklet. */
  servicesBooked: number;
}

/** A contact person of the company (SPEC §3 Contact); phone numbers split as stored. */
export interface PortalContact {
  id: number;
  /** 2 Herr, 3 Frau, 4 divers. */
  gender: number;
  salutation: string;
  title: string;
  firstName: string;
  name: string;
  email: string;
  lang: string;
  contactType: string[];
  isMainContact: boolean;
  telCountry: string;
  telCity: string;
  telDirect: string;
  faxCountry: string;
  faxCity: string;
  faxDirect: string;
  mobileCountry: string;
  mobileDirect: string;
  registrationsIds: number[];
}

/** An address of the company (SPEC §3 Address): one main address, one that receives the invoices. */
export interface PortalAddress {
  id: number;
  name: string;
  nameExtra: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  email: string;
  ustid: string;
  isMain: boolean;
  isInvoice: boolean;
}

/** A brand of the company (SPEC §3 Brand, portal): `logo` and `motif` are file ids. */
export interface PortalBrand {
  id: number;
  name: string;
  internet: string;
  logo: number | null;
  motif: number | null;
  logoUrl: string | null;
  motifUrl: string | null;
  contact: number | null;
  productgroupsIds: number[];
  registrationsIds: number[];
  /** One of the company's first five brands (in id order), which cost nothing (SPEC §9). */
  isFree: boolean;
}

/** `GET /fe/globaldata`: everything the portal pages share about the logged-in company. */
export interface GlobalData {
  company: Company;
  events: PortalEvent[];
  registrations: PortalRegistration[];
  contacts: PortalContact[];
  contactTypes: { id: string | number; label: string }[];
  brands: PortalBrand[];
  addresses: PortalAddress[];
}
