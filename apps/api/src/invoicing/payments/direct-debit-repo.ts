import { type SepaScheme, type SequenceType } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { openCentsOfD } from './open-cents-sql.ts';

/** An open invoice of a company with a mandate in force, not collected yet: what a collection needs of it. */
export interface CollectableInvoice {
  documentId: number;
  number: string;
  company: string;
  registrationId: number;
  eventId: number;
  openCents: number;
  dueDate: string | null;
  currency: string;
  buyerEmail: string;
  lang: string;
  mandateId: number;
  mandateReference: string;
  scheme: SepaScheme;
  signedOn: string;
  accountHolder: string;
  iban: string;
  bic: string;
  sequenceType: SequenceType;
}

/**
 * Every open invoice (something left to pay, in euros) of a company whose mandate is in force and that no
 * collection holds yet, oldest due first; `ids` narrows it to those. A mandate collected from before goes as
 * recurring, else as first.
 */
export function collectableInvoices(db: Db | Tx, ids?: number[]) {
  const only = ids ? sql`and d.id = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])` : sql``;
  return selectRows<CollectableInvoice>(
    db,
    sql`select d.id as "documentId", d.number, coalesce(d.content #>> '{buyer,name}', c.name) as company, d.registration_id as "registrationId",
        r.event_id as "eventId", d.due_date::text as "dueDate", coalesce(d.content ->> 'currency', 'EUR') as currency,
        coalesce(nullif(d.content #>> '{buyer,email}', ''), c.email) as "buyerEmail",
        coalesce((select k.lang from contacts k where k.company_id = d.company_id and k.is_main_contact order by k.id limit 1), 'de') as lang,
        ${openCentsOfD} as "openCents",
        m.id as "mandateId", m.reference as "mandateReference", m.scheme, m.signed_on::text as "signedOn", m.account_holder as "accountHolder", m.iban, m.bic,
        case when exists (select 1 from direct_debits p where p.mandate_id = m.id) then 'RCUR' else 'FRST' end as "sequenceType"
      from documents d
        join companies c on c.id = d.company_id
        join registrations r on r.id = d.registration_id
        join sepa_mandates m on m.company_id = d.company_id and m.revoked_at is null
      where d.type = 'invoice' and d.status = 'open' ${only}
        and not exists (select 1 from direct_debits p where p.document_id = d.id and p.state = 'collected')
      order by d.due_date nulls last, d.id`,
  ).then((rows) => rows.filter((row) => row.openCents > 0 && row.currency === 'EUR'));
}

/** Why an invoice chosen for collection is left out: not open (paid or cancelled meanwhile), collected already, or no mandate. */
export async function reasonsLeftOut(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return selectRows<{ documentId: number; number: string; reason: 'notOpen' | 'noMandate' | 'collected' }>(
    db,
    sql`select d.id as "documentId", d.number,
        case when d.type <> 'invoice' or d.status <> 'open' or ${openCentsOfD} = 0 then 'notOpen'
          when exists (select 1 from direct_debits p where p.document_id = d.id and p.state = 'collected') then 'collected'
          else 'noMandate' end as reason
      from documents d where d.id = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])
      order by d.id`,
  );
}
