/**
 * How a credit on the organiser's bank account finds the invoices it pays (issue 30). The rules, in order:
 * 1. By reference: the invoice numbers named in the remittance text or end-to-end reference (written as the
 *    payer's bank passed them on: "RE-2026-0055", "re 2026 55", "RE20260055"). When the amount is what those
 *    invoices have open together, it is booked at once on each; otherwise a person decides (part payment,
 *    more than is open, or the numbers of invoices that are not open).
 * 2. Without a reference, by amount and payer: the one open invoice of exactly that amount whose buyer the
 *    payer's name names is booked at once; several such invoices, or one of that amount under another name,
 *    wait for a person.
 * Nothing else is ever booked by itself: an amount is never spread over invoices the payer did not name.
 */
export interface OpenInvoice {
  id: number;
  number: string;
  /** The buyer as the invoice names it. */
  buyerName: string;
  openCents: number;
}

export interface StatementCredit {
  amountCents: number;
  remittance: string;
  endToEndId: string;
  counterpartyName: string;
}

export type ReviewReason = 'partPayment' | 'aboveOpen' | 'ambiguous' | 'otherName' | 'notOpen' | 'noMatch';

export type CreditMatch =
  | { outcome: 'book'; rule: 'reference' | 'amountAndName'; allocations: { invoiceId: number; amountCents: number }[] }
  | { outcome: 'review'; reason: ReviewReason; candidateIds: number[] };

/** The open invoices indexed once per statement, so that thousands of credits are matched in one pass each. */
export interface InvoiceIndex {
  byId: Map<number, { invoice: OpenInvoice; key: string | null }>;
  byReference: Map<string, OpenInvoice>;
  byAmount: Map<number, OpenInvoice[]>;
  /** Invoices that are paid, credited or cancelled: named by a credit, they are for a person to look at. */
  closedReferences: Set<string>;
  /** The number series to look for in a text (RE, GS … as the organiser set them). */
  patterns: RegExp[];
}

const NUMBER = /^([A-Z0-9]+)-(\d{4})-(\d+)$/;
const SEPARATOR = '[\\s\\-_/.:#]{0,2}';

/** One key for an invoice number however it was written: prefix, year and the counter without its zeros. */
const referenceKey = (prefix: string, year: string, counter: string) => `${prefix.toUpperCase()}-${year}-${Number(counter)}`;

export function indexOpenInvoices(invoices: OpenInvoice[], closedNumbers: string[] = []): InvoiceIndex {
  const byId = new Map<number, { invoice: OpenInvoice; key: string | null }>();
  const byReference = new Map<string, OpenInvoice>();
  const byAmount = new Map<number, OpenInvoice[]>();
  const closedReferences = new Set<string>();
  const prefixes = new Set<string>();
  const keyOf = (number: string) => {
    const parts = NUMBER.exec(number);
    if (!parts) return null;
    prefixes.add(parts[1]!);
    return referenceKey(parts[1]!, parts[2]!, parts[3]!);
  };
  for (const invoice of invoices) {
    const key = keyOf(invoice.number);
    byId.set(invoice.id, { invoice, key });
    if (key) byReference.set(key, invoice);
    addByAmount(byAmount, invoice);
  }
  for (const number of closedNumbers) {
    const key = keyOf(number);
    if (key) closedReferences.add(key);
  }
  const patterns = [...prefixes].map((prefix) => new RegExp(`(?<![A-Z0-9])(${prefix})${SEPARATOR}(\\d{4})${SEPARATOR}(\\d{1,8})(?!\\d)`, 'gi'));
  return { byId, byReference, byAmount, closedReferences, patterns };
}

function addByAmount(byAmount: InvoiceIndex['byAmount'], invoice: OpenInvoice) {
  const sameAmount = byAmount.get(invoice.openCents);
  if (sameAmount) sameAmount.push(invoice);
  else byAmount.set(invoice.openCents, [invoice]);
}

/**
 * Matches the credits of a statement in their order, each seeing what the ones before it booked: a second
 * transfer for an invoice the first one paid finds it paid. The invoices given are not changed.
 */
export function matchCredits(credits: StatementCredit[], invoices: OpenInvoice[], closedNumbers: string[] = []): CreditMatch[] {
  const index = indexOpenInvoices(
    invoices.map((invoice) => ({ ...invoice })),
    closedNumbers,
  );
  return credits.map((credit) => {
    const match = matchCredit(credit, index);
    if (match.outcome === 'book') for (const allocation of match.allocations) bookInIndex(index, allocation);
    return match;
  });
}

function bookInIndex(index: InvoiceIndex, { invoiceId, amountCents }: { invoiceId: number; amountCents: number }) {
  const { invoice, key } = index.byId.get(invoiceId)!;
  const sameAmount = index.byAmount.get(invoice.openCents)!;
  sameAmount.splice(sameAmount.indexOf(invoice), 1);
  invoice.openCents -= amountCents;
  if (invoice.openCents > 0) addByAmount(index.byAmount, invoice);
  else if (key) {
    index.byReference.delete(key);
    index.closedReferences.add(key);
  }
}

/** The invoice numbers a text names, as keys of `indexOpenInvoices`, each once, in the order named. */
export function namedReferences(text: string, index: Pick<InvoiceIndex, 'patterns'>): string[] {
  const keys = new Set<string>();
  for (const pattern of index.patterns) {
    for (const found of text.matchAll(pattern)) keys.add(referenceKey(found[1]!, found[2]!, found[3]!));
  }
  return [...keys];
}

export function matchCredit(credit: StatementCredit, index: InvoiceIndex): CreditMatch {
  const named = namedReferences(`${credit.remittance} ${credit.endToEndId}`, index);
  const invoices = named.flatMap((key) => index.byReference.get(key) ?? []);
  if (invoices.length > 0) {
    const candidateIds = invoices.map((invoice) => invoice.id);
    const openCents = invoices.reduce((sum, invoice) => sum + invoice.openCents, 0);
    if (credit.amountCents === openCents) {
      return { outcome: 'book', rule: 'reference', allocations: invoices.map((invoice) => ({ invoiceId: invoice.id, amountCents: invoice.openCents })) };
    }
    return { outcome: 'review', reason: credit.amountCents < openCents ? 'partPayment' : 'aboveOpen', candidateIds };
  }
  // Numbers of invoices that are paid or cancelled already: a person looks, the amount may be owed back.
  if (named.some((key) => index.closedReferences.has(key))) return { outcome: 'review', reason: 'notOpen', candidateIds: [] };

  const sameAmount = index.byAmount.get(credit.amountCents) ?? [];
  const byName = sameAmount.filter((invoice) => sameParty(invoice.buyerName, credit.counterpartyName));
  if (byName.length === 1) return { outcome: 'book', rule: 'amountAndName', allocations: [{ invoiceId: byName[0]!.id, amountCents: credit.amountCents }] };
  if (byName.length > 1) return { outcome: 'review', reason: 'ambiguous', candidateIds: byName.map((invoice) => invoice.id) };
  if (sameAmount.length > 0) return { outcome: 'review', reason: sameAmount.length === 1 ? 'otherName' : 'ambiguous', candidateIds: sameAmount.slice(0, 10).map((invoice) => invoice.id) };
  return { outcome: 'review', reason: 'noMatch', candidateIds: [] };
}

/** Words of a company name that say nothing about which company it is. */
const LEGAL_FORMS = new Set(['gmbh', 'mbh', 'ag', 'kg', 'ohg', 'gbr', 'ug', 'se', 'ek', 'e', 'k', 'co', 'und', 'haftungsbeschraenkt', 'ltd', 'inc', 'sarl', 'srl', 'sa', 'bv', 'gesmbh']);

/** The distinctive words of a name: lower case, umlauts spelt out, legal forms and punctuation dropped. */
function nameWords(name: string): string[] {
  const spelt = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return spelt.split(/[^a-z0-9]+/).filter((word) => word !== '' && !LEGAL_FORMS.has(word));
}

/** The same word, or one the bank cut short (at least four letters of it). */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/**
 * Whether the payer's name (as the bank passed it on: upper case, shortened to 27 or 35 characters, words
 * reordered) names the invoice's buyer: every distinctive word of the shorter name is in the other.
 */
export function sameParty(buyerName: string, payerName: string): boolean {
  const [shorter, longer] = [nameWords(buyerName), nameWords(payerName)].sort((a, b) => a.length - b.length) as [string[], string[]];
  return shorter.length > 0 && shorter.every((word) => longer.some((other) => sameWord(word, other)));
}
