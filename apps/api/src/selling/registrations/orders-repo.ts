import { sql, type SQL } from 'drizzle-orm';
import type { OrderedService, OrderState } from '@messeportal/domain';

export interface RegistrationOrder {
  id: number;
  type: 'offer' | 'registration' | 'media';
  status: OrderState;
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

type OrderJson = Omit<RegistrationOrder, 'positions'> & { positions: RegistrationOrder['positions'] | null };

/** The orders as registration_page (migration 0014) wrote them (null when there are none), with their types restored. */
export function ordersFromJson(json: OrderJson[] | null): RegistrationOrder[] {
  return (json ?? []).map((order) => ({
    ...order,
    createdAt: new Date(order.createdAt).toISOString(),
    positions: (order.positions ?? []).map((position) => ({ ...position, amount: Number(position.amount) })),
  }));
}

/**
 * The service positions of the registration's binding orders as one json list, in order of ordering (the
 * database function of migration 0014): a part of the booklet's statements (loadBookletView,
 * lockBookletOrdered, findRegistrationForSave).
 */
export const orderedServicesJson = (registrationId: SQL | number) => sql`registration_ordered_services(${registrationId})`;

export type OrderedServicesJson = (Omit<OrderedService, 'amount'> & { amount: number | string })[] | null;

/** The services as `orderedServicesJson` wrote them (null when there are none); a numeric may come as text. */
export const orderedServicesFromJson = (json: OrderedServicesJson): OrderedService[] =>
  (json ?? []).map((service) => ({ ...service, amount: Number(service.amount) }));
