import { formatMoney, type creditNoteInputSchema, type Lang } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../platform/http/app-error.ts';
import type { Actor } from '../platform/audit/record-change.ts';
import { creditLine, lockedInvoice, writeCorrection } from './corrections.ts';
import { invoiceLinesWithCredits } from './invoicing-repo.ts';

/**
 * A credit note for some lines of an invoice, each in full or by part of its net: refused above what is left
 * of a line after earlier credit notes. The credited positions stay billed (a credit note is a price
 * reduction; a cancellation voucher gives them back).
 */
export async function issueCreditNote(app: FastifyInstance, invoiceId: number, input: z.output<typeof creditNoteInputSchema>, actor: Actor, lang: Lang) {
  const result = await app.db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, invoiceId);
    const lines = await invoiceLinesWithCredits(tx, invoiceId);
    const credits = input.lines.map((wanted, index) => {
      const at = lines.findIndex((line) => line.id === wanted.id);
      const line = lines[at];
      if (!line) throw new AppError(409, 'creditLineUnknown', { property: `lines.${index}.id` });
      const left = line.sum - line.creditedCents;
      // The schema reads the euros sent as cents.
      const cents = wanted.net ?? left;
      if (cents > left || cents <= 0) {
        const max = formatMoney(Math.max(0, left), lang, invoice.content.currency);
        throw new AppError(409, 'creditAboveInvoiced', { property: `lines.${index}.net`, params: { max } });
      }
      return { creditsId: line.id, line: creditLine(invoice, line, at, cents, input.reason) };
    });
    return writeCorrection(tx, actor, invoice, 'credit_note', credits);
  });
  app.mailQueued();
  return result;
}
