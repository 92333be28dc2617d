import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exhibitorOf } from '../platform/auth/plugin.ts';
import { policyActor } from '../platform/auth/policy-actor.ts';
import { readableDocument } from '../documents/document-access.ts';
import { sendXRechnung } from './xrechnung-download.ts';
import { download } from '../platform/http/answers.ts';

/** The exhibitor's e-invoices: the XRechnung beside the PDF of its own invoice-kind documents. */
export const exhibitorInvoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get<{ Params: { id: string } }>('/fe/document/:id/xrechnung', { config: { access: 'exhibitor' }, schema: { response: download('the XRechnung (CII)', 'application/xml') } }, async (request, reply) => {
    const actor = policyActor(await exhibitorOf(request));
    return sendXRechnung(reply, await readableDocument(app.db, actor, request.params.id));
  });
};
