import { offerKeyIn, SEARCH_HITS_PER_KIND, type Lang } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withStaffSession } from '../../platform/auth/caller-session.ts';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern, startsPattern } from '../../platform/db/search.ts';

type Opens = { registrationId: number | null; offerId: number | null };

/** What the search's statement reads of each kind, best first, at most SEARCH_HITS_PER_KIND each. */
export interface FoundRows {
  events: { id: number; name: string; startsAt: string; endsAt: string }[];
  registrations: { id: number; companyName: string; eventName: string; hall: string; standNr: string; isConfirmed: boolean; canceledAt: string | null }[];
  companies: ({ id: number; name: string; email: string } & Opens)[];
  contacts: ({ id: number; name: string; email: string; companyName: string } & Opens)[];
  offers: { id: number; title: string; companyName: string; eventName: string; state: number }[];
  documents: { id: number; number: string; type: string; companyName: string; grossCents: number; date: string }[];
}

/**
 * Everything staff may look for that holds `search` (case-insensitive), across all events, read in one statement
 * with the caller's session (401/403 as every staff route): fairs by name; registrations by "hall stand" ("C14",
 * "Halle 3 C14"); companies by name or e-mail; contacts by "first name name" or e-mail; offers by title, the
 * company a visitor entered, or a pasted offer link; documents by number. Each kind along its trigram index
 * (migrations 0020, 0046), an exact match first, then the ones that start with it, then the newest.
 */
export async function findEverywhere(db: Db, request: FastifyRequest, search: string, lang: Lang) {
  const exact = search.toLowerCase();
  const contains = containsPattern(exact);
  const starts = startsPattern(exact);
  const offerKey = offerKeyIn(search);
  const eventName = lang === 'en' ? sql`e.name_en` : sql`e.name_de`;
  const limit = SEARCH_HITS_PER_KIND;
  // A company or contact opens its company's newest registration, else its newest offer.
  const opensOf = (companyId: ReturnType<typeof sql>) => sql`
    (select r.id from registrations r where r.company_id = ${companyId} order by r.created_at desc, r.id desc limit 1) as "registrationId",
    (select o.id from offers o where o.company_id = ${companyId} order by o.updated_at desc, o.id desc limit 1) as "offerId"`;
  const list = (rows: ReturnType<typeof sql>) => sql`(select coalesce(json_agg(hit), '[]'::json) from (${rows}) hit)`;
  const stand = sql`lower(r.hall || ' ' || r.stand_nr)`;
  const contactName = sql`lower(ct.first_name || ' ' || ct.name)`;
  const enteredCompany = sql`lower(nullif(o.data->'personal'->'company'->>'name', ''))`;

  const { caller, row } = await withStaffSession<FoundRows & { found: true }>(db, request, sql`select true as found,
    ${list(sql`select e.id, ${eventName} as name, e.starts_at::text as "startsAt", e.ends_at::text as "endsAt" from events e
      where lower(e.name_de) like ${contains} or lower(e.name_en) like ${contains}
      order by (lower(${eventName}) like ${starts}) desc, e.starts_at desc, e.id desc limit ${limit}`)} as events,
    ${list(sql`select r.id, c.name as "companyName", ${eventName} as "eventName", r.hall, r.stand_nr as "standNr",
        r.is_confirmed as "isConfirmed", r.canceled_at as "canceledAt"
      from registrations r join companies c on c.id = r.company_id join events e on e.id = r.event_id
      where r.stand_nr <> '' and ${stand} like ${contains}
      order by (lower(r.stand_nr) = ${exact} or ${stand} = ${exact}) desc, (lower(r.stand_nr) like ${starts}) desc,
        r.canceled_at is not null, e.starts_at desc, r.id desc limit ${limit}`)} as registrations,
    ${list(sql`select c.id, c.name, c.email, ${opensOf(sql`c.id`)} from companies c
      where lower(c.name) like ${contains} or lower(c.email) like ${contains}
      order by (lower(c.name) = ${exact} or lower(c.email) = ${exact}) desc, (lower(c.name) like ${starts}) desc, c.name, c.id limit ${limit}`)} as companies,
    ${list(sql`select ct.id, ct.first_name || ' ' || ct.name as name, ct.email, c.name as "companyName", ${opensOf(sql`ct.company_id`)}
      from contacts ct join companies c on c.id = ct.company_id
      where ${contactName} like ${contains} or lower(ct.email) like ${contains}
      order by (lower(ct.email) = ${exact} or ${contactName} = ${exact}) desc,
        (${contactName} like ${starts} or lower(ct.name) like ${starts}) desc, ct.name, ct.first_name, ct.id limit ${limit}`)} as contacts,
    ${list(sql`select o.id, o.title, coalesce(c.name, o.data->'personal'->'company'->>'name', '') as "companyName",
        ${eventName} as "eventName", o.state
      from offers o join events e on e.id = o.event_id left join companies c on c.id = o.company_id
      where lower(o.title) like ${contains} or ${enteredCompany} like ${contains} or o.uuid = ${offerKey}::uuid
      order by (o.uuid is not distinct from ${offerKey}::uuid) desc, (lower(o.title) = ${exact}) desc, o.updated_at desc, o.id desc
      limit ${limit}`)} as offers,
    ${list(sql`select d.id, d.number, d.type, c.name as "companyName", d.gross_cents as "grossCents", d.date::text as date
      from documents d join companies c on c.id = d.company_id
      where lower(d.number) like ${contains}
      order by (lower(d.number) = ${exact}) desc, d.date desc, d.id desc limit ${limit}`)} as documents`);
  return { caller, found: row! };
}
