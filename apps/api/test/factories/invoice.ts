import type { IssueInvoiceInput } from '@messeportal/domain';
import type { App } from '../../src/app.ts';
import { issueInvoice } from '../../src/invoicing/issue-invoice.ts';

/**
 * The invoice of what the registration has not been invoiced for yet (default: everything, not final), issued
 * as staff issue it (invoicing/issue-invoice.ts): numbered, with its content, its audit entry and its mail.
 */
export async function buildInvoice(app: App, registrationId: number, input: Partial<IssueInvoiceInput> = {}, now?: Date) {
  return issueInvoice(app, registrationId, { billingNumber: input.billingNumber ?? 'none', final: input.final ?? false }, null, now);
}
