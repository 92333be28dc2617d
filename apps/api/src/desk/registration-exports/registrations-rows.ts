import { phoneNumber, registrationState, type Lang } from '@messeportal/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { addresses, companies, contacts, orders, registrations } from '../../platform/db/schema.ts';
import { column, type ExportList, type Row } from './export-list.ts';
import { keysetPages } from './keyset-pages.ts';
import { nameOrder } from '../../platform/db/name-order.ts';
import { countryName, registrationStateName, standTypeName } from './labels.ts';

type Key = { name: string; id: number };

/** What the list shows of a registration and its company (no token hash, no file ids). */
const registrationColumns = {
  id: registrations.id,
  standType: registrations.standType,
  standSize: registrations.standSize,
  hall: registrations.hall,
  standNr: registrations.standNr,
  isConfirmed: registrations.isConfirmed,
  canceledAt: registrations.canceledAt,
  createdAt: registrations.createdAt,
  confirmedAt: registrations.confirmedAt,
};
const companyColumns = {
  id: companies.id,
  name: companies.name,
  email: companies.email,
  internet: companies.internet,
  ustid: companies.ustid,
  telCountry: companies.telCountry,
  telCity: companies.telCity,
  telDirect: companies.telDirect,
};
type Address = typeof addresses.$inferSelect;

/** A page of the event's registrations by company name (then id), each with its company's addresses, main contact and ordered net. */
async function readPage(db: Db, eventId: number, after: Key | undefined, limit: number) {
  const sortName = companies.name;
  const order = nameOrder(companies.name);
  const page = await db
    .select({ registration: registrationColumns, company: companyColumns, sortName })
    .from(registrations)
    .innerJoin(companies, eq(companies.id, registrations.companyId))
    .where(and(eq(registrations.eventId, eventId), after && sql`(${order}, ${registrations.id}) > (${after.name}, ${after.id})`))
    .orderBy(order, asc(registrations.id))
    .limit(limit);
  if (page.length === 0) return [];
  const companyIds = [...new Set(page.map((row) => row.company.id))];
  const [addressRows, mainContacts, ordered] = await Promise.all([
    db.select().from(addresses).where(inArray(addresses.companyId, companyIds)).orderBy(asc(addresses.id)),
    db
      .select({
        companyId: contacts.companyId,
        title: contacts.title,
        firstName: contacts.firstName,
        name: contacts.name,
        email: contacts.email,
        telCountry: contacts.telCountry,
        telCity: contacts.telCity,
        telDirect: contacts.telDirect,
      })
      .from(contacts)
      .where(and(inArray(contacts.companyId, companyIds), eq(contacts.isMainContact, true)))
      .orderBy(asc(contacts.id)),
    db
      .select({ registrationId: orders.registrationId, netCents: sql<number>`sum(${orders.netCents})::float8` })
      .from(orders)
      .where(and(inArray(orders.registrationId, page.map((row) => row.registration.id)), ne(orders.status, 'canceled')))
      .groupBy(orders.registrationId),
  ]);
  const netOf = new Map(ordered.map((row) => [row.registrationId, row.netCents]));
  const contactOf = new Map(mainContacts.toReversed().map((contact) => [contact.companyId, contact]));
  const addressesOf = new Map<number, Address[]>();
  for (const address of addressRows) addressesOf.set(address.companyId, [...(addressesOf.get(address.companyId) ?? []), address]);
  return page.map((row) => {
    const own = addressesOf.get(row.company.id) ?? [];
    // As the portal shows them: the main address (else the first), the invoice address (else the main one).
    const main = own.find((address) => address.isMain) ?? own[0];
    return {
      ...row,
      main,
      invoice: own.find((address) => address.isInvoice) ?? main,
      contact: contactOf.get(row.company.id),
      netCents: netOf.get(row.registration.id) ?? 0,
    };
  });
}

type Listed = Awaited<ReturnType<typeof readPage>>[number];

const addressCells = (address: Address | undefined, lang: Lang) =>
  address ? [address.street, address.zip, address.city, countryName(address.country, lang)] : [null, null, null, null];

function toRow({ registration, company, main, invoice, contact, netCents }: Listed, lang: Lang): Row {
  const contactName = contact ? [contact.title, contact.firstName, contact.name].filter(Boolean).join(' ') : null;
  return [
    company.name,
    company.email,
    phoneNumber(company.telCountry, company.telCity, company.telDirect),
    company.internet,
    company.ustid,
    main?.nameExtra ?? null,
    ...addressCells(main, lang),
    invoice?.name ?? null,
    invoice?.nameExtra ?? null,
    ...addressCells(invoice, lang),
    invoice?.email ?? null,
    contactName,
    contact?.email ?? null,
    contact ? phoneNumber(contact.telCountry, contact.telCity, contact.telDirect) : null,
    standTypeName(registration.standType, lang),
    registration.standSize,
    registration.hall,
    registration.standNr,
    registrationStateName(registrationState(registration), lang),
    netCents,
    registration.createdAt,
    registration.confirmedAt,
  ];
}

/** Every registration of the event (cancelled ones too, with their state) with company, addresses and main contact. */
export const registrationsList: ExportList = {
  title: { de: 'Anmeldungen', en: 'Registrations' },
  columns: (currency) => [
    column('Firma', 'Company', 'text', 32),
    column('E-Mail', 'E-mail', 'text', 28),
    column('Telefon', 'Phone', 'text', 18),
    column('Internet', 'Website', 'text', 28),
    column('USt-IdNr.', 'VAT ID', 'text', 16),
    column('Adresszusatz', 'Address addition'),
    column('Straße', 'Street'),
    column('PLZ', 'Postcode', 'text', 10),
    column('Ort', 'City', 'text', 18),
    column('Land', 'Country', 'text', 16),
    column('Rechnungsadresse', 'Invoice address', 'text', 32),
    column('Rechnungsadresse Zusatz', 'Invoice address addition'),
    column('Rechnungsadresse Straße', 'Invoice address street'),
    column('Rechnungsadresse PLZ', 'Invoice address postcode', 'text', 12),
    column('Rechnungsadresse Ort', 'Invoice address city', 'text', 18),
    column('Rechnungsadresse Land', 'Invoice address country', 'text', 16),
    column('Rechnungsadresse E-Mail', 'Invoice address e-mail', 'text', 28),
    column('Hauptansprechpartner', 'Main contact'),
    column('Hauptansprechpartner E-Mail', 'Main contact e-mail', 'text', 28),
    column('Hauptansprechpartner Telefon', 'Main contact phone', 'text', 18),
    column('Standtyp', 'Stand type', 'text', 28),
    column('Größe (m²)', 'Size (m²)', 'amount', 10),
    column('Halle', 'Hall', 'text', 10),
    column('Standnummer', 'Stand number', 'text', 12),
    column('Status', 'State', 'text', 12),
    column(`Bestellt netto (${currency})`, `Ordered net (${currency})`, 'money'),
    column('Angemeldet am', 'Registered on', 'date', 12),
    column('Bestätigt am', 'Confirmed on', 'date', 12),
  ],
  async *rows({ db, eventId, lang, stats }) {
    const pages = keysetPages<Listed, Key>((after, limit) => readPage(db, eventId, after, limit), (row) => ({ name: row.sortName, id: row.registration.id }), stats);
    for await (const row of pages) yield toRow(row, lang);
  },
};
