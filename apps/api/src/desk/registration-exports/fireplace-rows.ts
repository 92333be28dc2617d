import { FIREPLACE_STATE_LABELS, fuels, ovenTypes, partialBillingNumbers, type FireplaceState } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { labelOf } from '../../documents/presenter.ts';
import { column, type ExportList } from './export-list.ts';
import { keysetPages } from './keyset-pages.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { nameOrder } from '../../platform/db/name-order.ts';

const companyOrder = nameOrder(sql`c.name`);

/** The sort key of a connection: hall, stand number, company, then the connection. */
type Key = [hall: string, stand: string, company: string, id: number];

interface ConnectionRow {
  id: number;
  hall_key: string;
  stand_key: string;
  company_key: string;
  hall: string;
  stand_nr: string;
  company: string;
  device_name: string;
  oven_type: string;
  fuel: string;
  max_power_kw: number;
  discharge_pressure_pa: number;
  state: FireplaceState;
  refusal_reason: string;
  price_cents: number;
  billing_number: string;
  requested_at: number;
  decided_at: number | null;
}

const keyOf = (row: ConnectionRow): Key => [row.hall_key, row.stand_key, row.company_key, row.id];

/** A page of the flue gas connections of the event's registrations that are not cancelled, with their registration. */
function readPage(db: Db, eventId: number, after: Key | undefined, limit: number) {
  const keyset = after ? sql`and (lower(r.hall), lower(r.stand_nr), ${companyOrder}, f.id) > (${sql.join(after.map((value) => sql`${value}`), sql`, `)})` : sql``;
  return selectRows<ConnectionRow>(
    db,
    sql`select f.id, lower(r.hall) as hall_key, lower(r.stand_nr) as stand_key, c.name as company_key, r.hall, r.stand_nr, c.name as company,
        f.device_name, f.oven_type, f.fuel, f.max_power_kw::float8 as max_power_kw, f.discharge_pressure_pa::float8 as discharge_pressure_pa,
        f.state, f.refusal_reason, f.price_cents, f.billing_number,
        (extract(epoch from f.created_at) * 1000)::float8 as requested_at, (extract(epoch from f.decided_at) * 1000)::float8 as decided_at
      from fireplace_connections f
        join registrations r on r.id = f.registration_id
        join companies c on c.id = r.company_id
      where r.event_id = ${eventId} and r.canceled_at is null ${keyset}
      order by lower(r.hall), lower(r.stand_nr), ${companyOrder}, f.id
      limit ${limit}`,
  );
}

/**
 * The flue gas connections (issue 28) per hall and stand: every request with its device, its state and its net
 * price (empty once refused) under its partial billing number, for the chimney sweep and the accounts alike.
 */
export const fireplaceList: ExportList = {
  title: { de: 'Abgasanschlüsse', en: 'Flue gas connections' },
  columns: (currency) => [
    column('Halle', 'Hall', 'text', 10),
    column('Standnummer', 'Stand number', 'text', 12),
    column('Firma', 'Company', 'text', 32),
    column('Feuerstätte', 'Device', 'text', 32),
    column('Ofenart', 'Oven type', 'text', 20),
    column('Brennstoff', 'Fuel', 'text', 18),
    column('Nennleistung (kW)', 'Rated power (kW)', 'amount', 12),
    column('Förderdruck (Pa)', 'Discharge pressure (Pa)', 'amount', 12),
    column('Status', 'State', 'text', 12),
    column('Ablehnungsgrund', 'Reason for refusal', 'text', 28),
    column(`Preis netto (${currency})`, `Net price (${currency})`, 'money'),
    column('Teilrechnungsnummer', 'Partial billing number', 'text', 14),
    column('Beantragt am', 'Requested at', 'datetime', 17),
    column('Entschieden am', 'Decided at', 'datetime', 17),
  ],
  async *rows({ db, eventId, lang, stats }) {
    for await (const row of keysetPages((after: Key | undefined, limit) => readPage(db, eventId, after, limit), keyOf, stats)) {
      yield [
        row.hall,
        row.stand_nr,
        row.company,
        row.device_name,
        labelOf(ovenTypes, row.oven_type, lang),
        labelOf(fuels, row.fuel, lang),
        row.max_power_kw,
        row.discharge_pressure_pa,
        FIREPLACE_STATE_LABELS[row.state][lang],
        row.refusal_reason,
        row.state === 'refused' ? null : row.price_cents,
        labelOf(partialBillingNumbers, row.billing_number, lang),
        new Date(row.requested_at),
        row.decided_at === null ? null : new Date(row.decided_at),
      ];
    }
  },
};
