import { sql, type SQL } from 'drizzle-orm';
import type { OrderedService } from '@messeportal/domain';
import { documents, orderPositions, orders } from '../../db/schema.ts';

export interface RegistrationOrder {
  id: number;
  type: 'offer' | 'registration' | 'media';
  createdAt: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  confirmation: { id: number; number: string; date: string } | null;
  positions: {
    kind: 'stand' | 'media' | 'service';
    itemId: number | null;
    description: string;
    amount: number;
    unit: string;
    priceSingle: number;
    sum: number;
  }[];
}

/**
 * Every binding order of a registration of this company as one json list, oldest first, each with its
 * positions and its order confirmation: a part of a larger statement (see loadRegistrationDetail).
 */
export const registrationOrdersJson = (companyId: SQL | number, registrationId: number) => sql`(select json_agg(json_build_object(
      'id', o.id, 'type', o.type, 'createdAt', o.created_at,
      'netCents', o.net_cents, 'vatCents', o.vat_cents, 'grossCents', o.gross_cents,
      'confirmation', (select json_build_object('id', d.id, 'number', d.number, 'date', d.date) from ${documents} d
        where d.order_id = o.id and d.type = 'confirmation' order by d.id limit 1),
      'positions', (select json_agg(json_build_object('kind', p.kind, 'itemId', p.item_id, 'description', p.description,
          'amount', p.amount, 'unit', p.unit, 'priceSingle', p.price_single, 'sum', p.sum) order by p.sort)
        from ${orderPositions} p where p.order_id = o.id)) order by o.id)
    from ${orders} o where o.registration_id = ${registrationId} and o.company_id = ${companyId})`;

type OrderJson = Omit<RegistrationOrder, 'positions'> & { positions: RegistrationOrder['positions'] | null };

/** The orders as `registrationOrdersJson` wrote them (null when there are none), with their types restored. */
export function ordersFromJson(json: OrderJson[] | null): RegistrationOrder[] {
  return (json ?? []).map((order) => ({
    ...order,
    createdAt: new Date(order.createdAt).toISOString(),
    positions: (order.positions ?? []).map((position) => ({ ...position, amount: Number(position.amount) })),
  }));
}

/**
 * The service positions of the registration's binding orders as one json list, in order of ordering (the
 * database function of migration 0012): a part of the booklet's statements (loadBookletView,
 * lockBookletOrdered, findRegistrationForSave).
 */
export const orderedServicesJson = (registrationId: SQL | number) => sql`registration_ordered_services(${registrationId})`;

export type OrderedServicesJson = (Omit<OrderedService, 'amount'> & { amount: number | string })[] | null;

/** The services as `orderedServicesJson` wrote them (null when there are none); a numeric may come as text. */
export const orderedServicesFromJson = (json: OrderedServicesJson): OrderedService[] =>
  (json ?? []).map((service) => ({ ...service, amount: Number(service.amount) }));
