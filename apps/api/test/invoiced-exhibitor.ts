import { buildInvoice, buildRegistration } from './factories/index.ts';
import type { BackofficeContext } from './staff-context.ts';

/**
 * A new exhibitor of the context's kitchen fair, named `companyName`, whose binding order of a stand of `net` euros
 * is invoiced (19 % VAT): the invoice's id, number and gross, the company and its main contact's e-mail.
 */
export async function invoicedExhibitor(c: BackofficeContext, companyName: string, net = 1_000) {
  const registration = await buildRegistration(c.t.app, {
    event: c.kitchen,
    company: { name: companyName },
    orders: [{ status: 'confirmed', positions: [{ kind: 'stand', description: 'Standfläche', priceSingle: net * 100 }] }],
  });
  const invoice = await buildInvoice(c.t.app, registration.id);
  return { id: invoice.id, number: invoice.number, grossCents: Math.round(net * 119), company: registration.company, contactEmail: registration.contact.email };
}
