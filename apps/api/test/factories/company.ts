import { addresses, companies } from '../../src/platform/db/schema.ts';
import { nextSerial } from './sequence.ts';
import type { FactoryTarget } from './target.ts';

type CompanyRow = typeof companies.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

export interface CompanyInput extends Partial<Omit<CompanyRow, 'id'>> {
  /** Its main address, which invoices go to unless it has an invoice address (default: in Munich, Germany). */
  address?: Partial<Omit<AddressRow, 'id' | 'companyId'>>;
  /** A separate invoice address. */
  invoiceAddress?: Partial<Omit<AddressRow, 'id' | 'companyId'>>;
}

/** An exhibiting company with its main address (and an invoice address if asked for); no contacts yet. */
export async function buildCompany(target: FactoryTarget, overrides: CompanyInput = {}) {
  const { address, invoiceAddress, ...fields } = overrides;
  const n = nextSerial();
  const [company] = await target.db
    .insert(companies)
    .values({ name: `Testfirma ${n} GmbH`, email: `info@testfirma${n}.example`, telCountry: '+49', telCity: '89', telDirect: `${1000 + n}`, ...fields })
    .returning();
  const base = { companyId: company!.id, name: company!.name, street: `Teststraße ${n}`, zip: '80331', city: 'München', country: 'de', email: company!.email, ustid: company!.ustid };
  const [main] = await target.db.insert(addresses).values({ ...base, isMain: true, ...address }).returning();
  const [invoice] = invoiceAddress ? await target.db.insert(addresses).values({ ...base, isInvoice: true, ...invoiceAddress }).returning() : [];
  return { ...company!, address: main!, invoiceAddress: invoice };
}

export type BuiltCompany = Awaited<ReturnType<typeof buildCompany>>;
