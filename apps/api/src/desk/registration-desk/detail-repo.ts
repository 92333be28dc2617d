import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { withStaffSession } from '../../platform/auth/caller-session.ts';
import { documents, fireplaceConnections, outboxMails, registrations } from '../../platform/db/schema.ts';
import type { ListedDocumentRow } from '../../documents/repo.ts';
import { detailView, fromJson, type DetailJson } from '../../selling/registrations/views-repo.ts';
import type { DeskFireplaceConnection } from './fireplace-repo.ts';

/** The registration a desk action or page is about (any company's: staff see every registration). */
export async function findDeskRegistration(db: Db, id: number) {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  return row;
}

type JsonRow = Record<string, unknown>;

/** registration_desk_page's row (migration 0033): the portal's page and what the desk adds, as JSON. */
interface DeskPageJson extends DetailJson {
  found: boolean;
  registration: JsonRow;
  order_rows: { id: number; status: string; comment: string; contactFirstName: string; contactName: string; data: unknown }[] | null;
  bookings: (Omit<DeskBooking, 'updatedAt'> & { updatedAt: string })[] | null;
  fireplace: { connection: JsonRow; invoiced: boolean }[] | null;
  documents: { document: JsonRow; creditedCents: number }[] | null;
  mails: (Omit<DeskMail, 'createdAt' | 'sentAt'> & { createdAt: string; sentAt: string | null })[] | null;
  staff_changes: (Omit<StaffChange, 'at'> & { at: string })[] | null;
}

interface DeskBooking {
  itemId: number;
  groupDe: string;
  groupEn: string;
  titleDe: string;
  titleEn: string;
  price: number;
  unit: string;
  itemType: number;
  productType: number | null;
  tab: number;
  amount: number;
  checked: boolean;
  updatedAt: Date;
}

interface DeskMail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  state: (typeof outboxMails.$inferSelect)['state'];
  createdAt: Date;
  sentAt: Date | null;
}

interface StaffChange {
  at: Date;
  actor: string;
  entity: string;
  before: unknown;
  after: unknown;
}

/** The parts of the desk's page of a registration, read back from registration_desk_page's JSON. */
function partsOf(row: DeskPageJson) {
  const detail = detailView({ ...row, registration: fromJson(registrations, row.registration) });
  return {
    detail,
    orderRows: row.order_rows ?? [],
    bookings: (row.bookings ?? []).map((booking): DeskBooking => ({ ...booking, amount: Number(booking.amount), updatedAt: new Date(booking.updatedAt) })),
    fireplace: (row.fireplace ?? []).map(({ connection, invoiced }): DeskFireplaceConnection => ({ ...fromJson(fireplaceConnections, connection), invoiced })),
    documents: (row.documents ?? []).map(({ document, creditedCents }): ListedDocumentRow => ({ ...fromJson(documents, document), creditedCents })),
    mails: (row.mails ?? []).map((mail): DeskMail => ({ ...mail, createdAt: new Date(mail.createdAt), sentAt: mail.sentAt ? new Date(mail.sentAt) : null })),
    staffChanges: (row.staff_changes ?? []).map((change): StaffChange => ({ ...change, at: new Date(change.at) })),
  };
}

const deskPage = (id: number) => sql`select * from registration_desk_page(${id}::int)`;

/**
 * Everything the desk shows of a registration in one statement (registration_desk_page, migration 0033): the
 * portal's registration page (company, addresses, contacts, brands, binding orders), the orders' states and who
 * ordered, the booklet bookings, flue gas connections, documents, mails to the company and what staff did to it
 * (the audit log). Undefined for an unknown registration.
 */
export async function loadStaffRegistration(db: Db, id: number) {
  const result = await db.execute(deskPage(id));
  const [row] = (result as unknown as { rows: DeskPageJson[] }).rows;
  return row?.found ? partsOf(row) : undefined;
}

/** The same, read with the caller's session in the statement (withStaffSession): 401/403 as on every staff route. */
export async function readStaffRegistration(db: Db, request: FastifyRequest, id: number) {
  const { row } = await withStaffSession<DeskPageJson>(db, request, deskPage(id));
  return row && partsOf(row);
}

export type StaffRegistrationParts = ReturnType<typeof partsOf>;
