import { issueDocument, type DocumentType } from '../../src/documents/issue-document.ts';
import type { FactoryTarget } from './target.ts';

/** A position as a test names it: net price in cents, one piece unless `amount` and `unit` say otherwise. */
export interface DocumentPositionInput {
  description: string;
  priceSingle: number;
  amount?: number;
  unit?: string;
}

export interface DocumentInput {
  type: DocumentType;
  /** open (default), confirmed, processed, finished … */
  status?: string;
  positions: DocumentPositionInput[];
  vatRate?: number;
  /** Its date (default: today). */
  now?: Date;
}

/**
 * A document of the registration with its own positions and no stored invoice content, numbered and dated as
 * issueDocument numbers every document: what the demo's documents are, for the list and the PDF to show.
 * Net is the sum of the positions, VAT `vatRate` (default 19 %) of it.
 */
export async function buildDocument(target: FactoryTarget, owner: { companyId: number; registrationId: number }, input: DocumentInput) {
  const positions = input.positions.map((p) => {
    const amount = p.amount ?? 1;
    return { description: p.description, amount, unit: p.unit ?? 'piece', priceSingle: p.priceSingle, sum: Math.round(amount * p.priceSingle) };
  });
  const net = positions.reduce((sum, p) => sum + p.sum, 0);
  const vat = Math.round((net * (input.vatRate ?? 1900)) / 10_000);
  const totals = { net, vat, gross: net + vat };
  const document = await target.db.transaction((tx) =>
    issueDocument(tx, { ...owner, type: input.type, status: input.status ?? 'open', totals, positions, now: input.now ?? new Date() }),
  );
  return { ...document, totals, positions };
}
