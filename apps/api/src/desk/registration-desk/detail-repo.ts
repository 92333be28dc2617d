import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  auditLog,
  companies,
  contacts,
  orderBookGroups,
  orderBookItems,
  orderBookValues,
  orders,
  outboxMails,
  registrations,
} from '../../platform/db/schema.ts';
import { listRegistrationDocuments } from '../../documents/repo.ts';
import { loadRegistrationDetailOf } from '../../selling/registrations/views-repo.ts';
import { listDeskFireplaceConnections } from './fireplace-repo.ts';

/** The registration a desk action or page is about (any company's: staff see every registration). */
export async function findDeskRegistration(db: Db, id: number) {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  return row;
}

/** Mails of the outbox to the company: to any address of its contacts or its own, newest first. */
function companyMails(db: Db, companyId: number) {
  const addresses = db.select({ email: sql`lower(${contacts.email})` }).from(contacts).where(eq(contacts.companyId, companyId));
  const companyAddress = db.select({ email: sql`lower(${companies.email})` }).from(companies).where(eq(companies.id, companyId));
  return db
    .select({
      id: outboxMails.id,
      kind: outboxMails.kind,
      recipient: outboxMails.recipient,
      subject: outboxMails.subject,
      state: outboxMails.state,
      createdAt: outboxMails.createdAt,
      sentAt: outboxMails.sentAt,
    })
    .from(outboxMails)
    .where(or(inArray(sql`lower(${outboxMails.recipient})`, addresses), inArray(sql`lower(${outboxMails.recipient})`, companyAddress)))
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(200);
}

/**
 * Everything the desk shows of a registration: the portal's registration page (company, addresses, contacts,
 * brands, binding orders), the orders' states and who ordered, the booklet bookings, fireplace requests,
 * documents, mails to the company and what staff did to it (the audit log).
 */
export async function loadStaffRegistration(db: Db, registration: typeof registrations.$inferSelect) {
  const { id, companyId } = registration;
  const [detail, orderRows, bookings, fireplace, documentRows, mails, staffChanges] = await Promise.all([
    loadRegistrationDetailOf(db, companyId, id),
    db
      .select({ id: orders.id, status: orders.status, comment: orders.comment, contactFirstName: contacts.firstName, contactName: contacts.name, data: orders.data })
      .from(orders)
      .innerJoin(contacts, eq(contacts.id, orders.contactId))
      .where(eq(orders.registrationId, id)),
    db
      .select({
        itemId: orderBookItems.id,
        groupDe: orderBookGroups.titleDe,
        groupEn: orderBookGroups.titleEn,
        titleDe: orderBookItems.titleDe,
        titleEn: orderBookItems.titleEn,
        price: orderBookItems.price,
        unit: orderBookItems.unit,
        itemType: orderBookItems.itemType,
        productType: orderBookItems.productType,
        tab: orderBookItems.tab,
        amount: orderBookValues.amount,
        checked: orderBookValues.checked,
        updatedAt: orderBookValues.updatedAt,
      })
      .from(orderBookValues)
      .innerJoin(orderBookItems, eq(orderBookItems.id, orderBookValues.orderBookItemId))
      .innerJoin(orderBookGroups, eq(orderBookGroups.id, orderBookItems.groupId))
      .where(and(eq(orderBookValues.registrationId, id), or(sql`${orderBookValues.amount} > 0`, eq(orderBookValues.checked, true))))
      .orderBy(asc(orderBookGroups.sort), asc(orderBookItems.sort), asc(orderBookItems.id)),
    listDeskFireplaceConnections(db, id),
    listRegistrationDocuments(db, companyId, id),
    companyMails(db, companyId),
    db
      .select({ at: auditLog.createdAt, actor: auditLog.actor, entity: auditLog.entity, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      // The registration's own changes, and staff's corrections of its company's data (issue 28).
      .where(or(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(id))), and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(companyId)))))
      .orderBy(asc(auditLog.id)),
  ]);
  if (!detail) return undefined;
  return { detail, orderRows, bookings, fireplace, documents: documentRows, mails, staffChanges };
}

export type StaffRegistrationParts = NonNullable<Awaited<ReturnType<typeof loadStaffRegistration>>>;

