import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseId } from '../platform/lib/ids.ts';
import { exhibitorOf } from '../platform/auth/plugin.ts';
import { findCompanyDocument } from '../documents/repo.ts';
import { sendXRechnung } from './xrechnung-download.ts';
import { download } from '../platform/http/answers.ts';

/** The exhibitor's e-invoices: the XRechnung beside the PDF of its own invoice-kind documents. */
export const exhibitorInvoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get<{ Params: { id: string } }>('/fe/document/:id/xrechnung', { config: { access: 'exhibitor' }, schema: { response: download('the XRechnung (CII)', 'application/xml') } }, async (request, reply) => {
    const { companyId } = await exhibitorOf(request);
    const documentId = parseId(request.params.id);
    return sendXRechnung(reply, (documentId && (await findCompanyDocument(app.db, companyId, documentId))) || undefined);
  });
};
