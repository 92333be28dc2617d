/** The company as `GET /fe/company` and `GET /fe/globaldata` answer it. */
export interface Company {
  id: number;
  name: string;
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
}

/** `GET /fe/globaldata`: everything the portal pages share about the logged-in company. */
export interface GlobalData {
  company: Company;
  events: PortalEvent[];
  registrations: PortalRegistration[];
  contacts: unknown[];
  contactTypes: { id: string | number; label: string }[];
  brands: unknown[];
  addresses: unknown[];
}
