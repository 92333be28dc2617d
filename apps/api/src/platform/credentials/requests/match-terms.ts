/**
 * Mail providers anyone can have an address at: two people at gmail.com are no sign of the same company, so
 * their domain is no reason to offer a contact.
 */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'web.de',
  't-online.de',
  'freenet.de',
  'arcor.de',
  'online.de',
  'email.de',
  'posteo.de',
  'mailbox.org',
  'outlook.com',
  'outlook.de',
  'hotmail.com',
  'hotmail.de',
  'live.com',
  'live.de',
  'yahoo.com',
  'yahoo.de',
  'icloud.com',
  'me.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'bluewin.ch',
  'aon.at',
]);

/** Legal forms and their parts, left out when company names are compared ("Muster GmbH & Co. KG" ~ "Muster"). */
const LEGAL_FORMS = new Set(['gmbh', 'mbh', 'gesmbh', 'ag', 'kg', 'kgaa', 'ohg', 'gbr', 'ug', 'se', 'co', 'ltd', 'limited', 'inc', 'llc', 'plc', 'sa', 'sarl', 'srl', 'bv', 'nv']);

/** Forms of address and titles before a name ("Dr. Max Huber"): no part of the name to compare. */
const TITLES = /^(dr|prof|dipl|ing|herr|frau|mr|mrs|ms)\.?$/i;

/** Lower case, punctuation as spaces, one space between words: how both sides of a company comparison are written. */
export const normalisedName = (value: string) =>
  value
    .toLowerCase()
    .replace(/[-.,;:&/()+"'’`]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The same normalisation in SQL, for the stored company names (see normalisedName). */
export const NORMALISE_PATTERN = `[-.,;:&/()+"'’\`]+`;

/**
 * What a request is compared with: its address, its domain (unless a free-mail provider's), the company's name
 * without its legal form (at least 3 characters, else nothing), and the person's first and last name.
 */
export function matchTerms(request: { email: string; company: string; name: string }) {
  const email = request.email.trim().toLowerCase();
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const core = normalisedName(request.company)
    .split(' ')
    .filter((word) => word && !LEGAL_FORMS.has(word))
    .join(' ');
  const words = request.name.trim().split(/\s+/).filter((word) => word && !TITLES.test(word));
  return {
    email,
    domain: domain && !FREE_MAIL_DOMAINS.has(domain) ? domain : null,
    company: core.length >= 3 ? core : null,
    lastName: words.at(-1)?.toLowerCase() ?? '',
    firstName: words.length > 1 ? words[0]!.toLowerCase() : null,
  };
}
