import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/http/app-error.ts';
import type { Actor } from '../platform/audit/record-change.ts';
import { findRegistrationEventId } from './invoicing-repo.ts';
import { issueInvoice } from './issue-invoice.ts';

/**
 * Invoices everything a just confirmed registration has ordered, when its event says so (issue 17: invoicing on
 * confirmation). It runs after the confirmation's own transaction, so a confirmation never fails for an invoice
 * that cannot be issued yet (no complete invoice address, nothing ordered, the settings lacking bank or VAT ID):
 * the registration stays confirmed, staff find its positions under "not invoiced yet", and the log says why.
 * Answers the invoice's number, or null when none was issued.
 */
export async function invoiceOnConfirmation(app: FastifyInstance, registrationId: number, actor: Actor, now = new Date()) {
  const eventId = await findRegistrationEventId(app.db, registrationId);
  const entry = eventId === undefined ? undefined : await app.eventCatalog.find(eventId);
  if (!entry?.event.invoiceOnConfirmation) return null;
  try {
    const invoice = await issueInvoice(app, registrationId, { billingNumber: 'none', final: false }, actor, now);
    return invoice.number;
  } catch (error) {
    if (error instanceof AppError) app.log.warn({ registrationId, reason: error.message }, 'no invoice on confirmation');
    else app.log.error({ err: error, registrationId }, 'invoicing on confirmation failed');
    return null;
  }
}
