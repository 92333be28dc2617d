import { BACK_OFFICE_PAGE_SIZE, type CredentialRequestListQuery, type CredentialsRequestInput, type Lang } from '@messeportal/domain';
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, contacts, credentialRequests, staffUsers } from '../../db/schema.ts';
import { containsPattern } from '../../db/search.ts';
import { NORMALISE_PATTERN, type matchTerms } from './match-terms.ts';

export async function insertCredentialRequest(tx: Db | Tx, input: CredentialsRequestInput, lang: Lang) {
  await tx.insert(credentialRequests).values({ ...input, lang });
}

/** A request with who dealt with it and the contact it was answered with, as the presenter shapes it. */
const requestColumns = {
  id: credentialRequests.id,
  company: credentialRequests.company,
  name: credentialRequests.name,
  email: credentialRequests.email,
  phone: credentialRequests.phone,
  message: credentialRequests.message,
  lang: credentialRequests.lang,
  createdAt: credentialRequests.createdAt,
  doneAt: credentialRequests.doneAt,
  doneBy: sql<string | null>`coalesce(nullif(${staffUsers.name}, ''), ${staffUsers.email})`,
  answeredContactId: contacts.id,
  answeredFirstName: contacts.firstName,
  answeredName: contacts.name,
  answeredEmail: contacts.email,
  answeredCompany: companies.name,
};

export type RequestRow = NonNullable<Awaited<ReturnType<typeof findCredentialRequest>>>;

const selectRequests = (db: Db | Tx) =>
  db
    .select(requestColumns)
    .from(credentialRequests)
    .leftJoin(staffUsers, eq(staffUsers.id, credentialRequests.doneByStaffUserId))
    .leftJoin(contacts, eq(contacts.id, credentialRequests.answeredContactId))
    .leftJoin(companies, eq(companies.id, contacts.companyId));

/**
 * One page of open requests, newest first, or of done ones, the last dealt with first; with how many there are of
 * the state and how many are open in all, counted in one pass.
 */
export async function listCredentialRequests(db: Db, query: CredentialRequestListQuery) {
  const open = query.state === 'open';
  const [rows, [counts]] = await Promise.all([
    selectRequests(db)
      .where(open ? isNull(credentialRequests.doneAt) : isNotNull(credentialRequests.doneAt))
      .orderBy(open ? desc(credentialRequests.createdAt) : desc(credentialRequests.doneAt), desc(credentialRequests.id))
      .limit(BACK_OFFICE_PAGE_SIZE)
      .offset((query.page - 1) * BACK_OFFICE_PAGE_SIZE),
    db
      .select({
        open: sql<number>`count(*) filter (where ${credentialRequests.doneAt} is null)::int`,
        done: sql<number>`count(*) filter (where ${credentialRequests.doneAt} is not null)::int`,
      })
      .from(credentialRequests),
  ]);
  const openTotal = counts?.open ?? 0;
  return { rows, total: open ? openTotal : (counts?.done ?? 0), openTotal };
}

export async function findCredentialRequest(db: Db | Tx, id: number) {
  const [row] = await selectRequests(db).where(eq(credentialRequests.id, id));
  return row;
}

/**
 * Contacts that may be the ones a request is about, best first, at most 20: the same address (8), a company
 * name containing the request's (4), the person's name (3), an address at the same domain (2). Main contacts
 * before others of the same rank.
 */
export async function findMatchingContacts(db: Db | Tx, terms: ReturnType<typeof matchTerms>) {
  const never = sql<boolean>`false`;
  const storedCompany = sql`regexp_replace(regexp_replace(lower(${companies.name}), ${NORMALISE_PATTERN}, ' ', 'g'), '\\s+', ' ', 'g')`;
  const byEmail = sql<boolean>`${contacts.email} = ${terms.email}`;
  const byDomain = terms.domain ? sql<boolean>`split_part(${contacts.email}, '@', 2) = ${terms.domain}` : never;
  const byCompany = terms.company ? sql<boolean>`${storedCompany} like ${containsPattern(terms.company)}` : never;
  const firstNameFits = terms.firstName ? sql`lower(${contacts.firstName}) = ${terms.firstName}` : sql`true`;
  const byName = terms.lastName ? sql<boolean>`(lower(${contacts.name}) = ${terms.lastName} and ${firstNameFits})` : never;
  const rank: SQL = sql`(${byEmail})::int * 8 + (${byCompany})::int * 4 + (${byName})::int * 3 + (${byDomain})::int * 2`;
  return db
    .select({
      contactId: contacts.id,
      firstName: contacts.firstName,
      name: contacts.name,
      email: contacts.email,
      isMainContact: contacts.isMainContact,
      hasPassword: sql<boolean>`${contacts.passwordHash} is not null`,
      companyId: companies.id,
      companyName: companies.name,
      byEmail: byEmail.mapWith(Boolean),
      byDomain: byDomain.mapWith(Boolean),
      byCompany: byCompany.mapWith(Boolean),
      byName: byName.mapWith(Boolean),
    })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(or(byEmail, byDomain, byCompany, byName))
    .orderBy(desc(rank), desc(contacts.isMainContact), asc(companies.name), asc(contacts.name), asc(contacts.id))
    .limit(20);
}

export type MatchRow = Awaited<ReturnType<typeof findMatchingContacts>>[number];

/** The contact a link goes to, locked against being deleted until the link and its mail are written. */
export async function lockContactForLink(tx: Tx, contactId: number) {
  const [row] = await tx
    .select({ id: contacts.id, email: contacts.email, lang: contacts.lang, firstName: contacts.firstName, name: contacts.name })
    .from(contacts)
    .where(eq(contacts.id, contactId))
    .for('share');
  return row;
}

/**
 * Marks a request done in one conditional UPDATE: of two staff members answering at once only one finds it
 * open, so only one link is sent. Answers whether this call did it.
 */
export async function markRequestDone(tx: Tx, id: number, done: { staffUserId: number; contactId: number | null }): Promise<boolean> {
  const rows = await tx
    .update(credentialRequests)
    .set({ doneAt: sql`now()`, doneByStaffUserId: done.staffUserId, answeredContactId: done.contactId })
    .where(and(eq(credentialRequests.id, id), isNull(credentialRequests.doneAt)))
    .returning({ id: credentialRequests.id });
  return rows.length === 1;
}
