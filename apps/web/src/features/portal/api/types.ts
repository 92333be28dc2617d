/** The company as `GET /fe/company` and `GET /fe/globaldata` answer it; the shell reads only the name so far. */
export interface Company {
  id: number;
  name: string;
  [field: string]: unknown;
}

/** `GET /fe/globaldata`: everything the portal pages share about the logged-in company. */
export interface GlobalData {
  company: Company;
  events: unknown[];
  registrations: unknown[];
  contacts: unknown[];
  contactTypes: { id: string | number; label: string }[];
  brands: unknown[];
  addresses: unknown[];
}
