import { compactIban, isValidBic, isValidIban } from './bank.ts';

/**
 * The payment code printed on an invoice (issue 30): the EPC QR code of the European Payments Council
 * (EPC069-12, "GiroCode"), which a banking app scans into a filled-in SEPA credit transfer. Version 002, whose
 * BIC may be left out, in UTF-8; the invoice number as the unstructured remittance text, the same reference the
 * invoice asks the buyer to give.
 */
export interface PaymentCodeInput {
  /** The payee: the organiser as the invoice names it. */
  name: string;
  iban: string;
  bic: string;
  amountCents: number;
  currency: string;
  reference: string;
}

/** EPC069-12's limits: name 70 characters, remittance text 140, the whole payload 331 bytes, at most € 999,999,999.99. */
const NAME_MAX = 70;
const REMITTANCE_MAX = 140;
const PAYLOAD_MAX_BYTES = 331;
const AMOUNT_MAX_CENTS = 99_999_999_999;

/** The code's text, or null where no banking app could use it: not in euros, nothing to pay, no valid account. */
export function epcPaymentCode(input: PaymentCodeInput): string | null {
  const iban = compactIban(input.iban);
  const bic = input.bic.trim().toUpperCase();
  const name = oneLine(input.name).slice(0, NAME_MAX).trim();
  const reference = oneLine(input.reference).slice(0, REMITTANCE_MAX);
  if (input.currency !== 'EUR' || !Number.isInteger(input.amountCents) || input.amountCents < 1 || input.amountCents > AMOUNT_MAX_CENTS) return null;
  if (!isValidIban(iban) || (bic !== '' && !isValidBic(bic)) || name === '') return null;
  const amount = `EUR${Math.floor(input.amountCents / 100)}.${String(input.amountCents % 100).padStart(2, '0')}`;
  // Service tag, version, character set (1: UTF-8), identification, BIC, name, IBAN, amount, purpose, structured
  // reference (none), remittance text; the last element ends the payload without a line break.
  const payload = ['BCD', '002', '1', 'SCT', bic, name, iban, amount, '', '', reference].join('\n');
  return new TextEncoder().encode(payload).length <= PAYLOAD_MAX_BYTES ? payload : null;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
