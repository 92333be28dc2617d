import { sql } from 'drizzle-orm';
import type { PriceTotals, TaxCase } from '@messeportal/domain';
import type { Tx } from '../platform/db/client.ts';
import { insertDocument, type NewDocumentPosition } from './repo.ts';

/** The number prefix of each document type, as on the documents the organiser has always issued (AB-2027-0001). */
const numberPrefixes = {
  confirmation: 'AB',
  invoice: 'RE',
  credit_note: 'GS',
  cancellation: 'ST',
  booked_services: 'SB',
} as const;

export type DocumentType = keyof typeof numberPrefixes;

export interface DocumentToIssue {
  type: DocumentType;
  /** open, confirmed … (see documentStates) */
  status: string;
  companyId: number;
  registrationId: number;
  totals: PriceTotals;
  /** The buyer's tax case the totals were computed with, printed under them (an invoice keeps it in its content). */
  taxCase?: TaxCase;
  /** The binding order the document prints the positions of. */
  orderId?: number;
  /** The document's own positions, when it is not made from an order. */
  positions?: readonly NewDocumentPosition[];
  now: Date;
}

/**
 * Issues a document inside the caller's transaction: numbered `<prefix>-<year>-<sequence, 4 digits>` per type
 * and year, dated today (UTC, like every calendar day the API writes). Returns its id and number.
 */
export async function issueDocument(tx: Tx, document: DocumentToIssue) {
  const prefix = numberPrefixes[document.type];
  const year = document.now.getUTCFullYear();
  return insertDocument(
    tx,
    {
      companyId: document.companyId,
      registrationId: document.registrationId,
      type: document.type,
      // Gapless per series, taken in the same statement (next_document_number, migration 0014).
      number: sql`next_document_number(${prefix}, ${year})`,
      date: document.now.toISOString().slice(0, 10),
      status: document.status,
      netCents: document.totals.net,
      vatCents: document.totals.vat,
      grossCents: document.totals.gross,
      taxCase: document.taxCase ?? null,
      orderId: document.orderId ?? null,
      createdAt: document.now,
      updatedAt: document.now,
    },
    document.positions ?? [],
  );
}
