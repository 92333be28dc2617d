import { DEFAULT_BILLING_NUMBERS } from '@messeportal/domain';
import { companies, contacts, orderPositions, orders, registrations } from '../src/platform/db/schema.ts';
import type { BackofficeContext } from './staff-context.ts';
import { eventInput, standConfigInput } from './access-samples/event-access-samples.ts';
import { mediumInput } from './access-samples/media-booklet-access-samples.ts';

const DAY_MS = 86_400_000;
let serial = 0;

/** A new, published event with an in-line and a corner stand type, a product group and a medium of 10 pieces, made through the admin API. */
export async function buildDashboardEvent(c: BackofficeContext) {
  const post = async (url: string, payload: object) => {
    const response = await c.call('POST', url, c.staff, payload);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  const { event } = await post('/be/admin/events', eventInput({ nameDe: `Dashboard-Messe ${++serial}`, nameEn: `Dashboard fair ${serial}` }));
  const url = `/be/admin/event/${event.id}`;
  // A new event is unpublished; the configurator's orders of these tests need it public.
  const published = await c.call('PUT', `${url}/published`, c.staff, { isPublished: true });
  if (published.statusCode !== 200) throw new Error(`${url}/published: ${published.body}`);
  const inline = (await post(`${url}/stand_configs`, standConfigInput())).standConfig as { id: number };
  const corner = (await post(`${url}/stand_configs`, standConfigInput({ standType: 'corner', nameDe: 'Eckstand', nameEn: 'Corner stand' }))).standConfig;
  const group = (await post(`${url}/product_groups`, { nameDe: 'Werkzeug', nameEn: 'Tools' })).productGroup as { id: number };
  const mediaGroup = (await post('/be/admin/media_groups', { nameDe: 'Außenwerbung', nameEn: 'Outdoor' })).mediaGroup as { id: number };
  const medium = (await post(`/be/admin/event/${event.id}/media`, mediumInput(mediaGroup.id))).medium as { id: number; price: number };
  return { id: event.id as number, inline, corner: corner as { id: number }, productGroupId: group.id, mediaGroupId: mediaGroup.id, medium };
}

export interface ExhibitorRow {
  company: string;
  hall?: string;
  standType?: string;
  standSize?: number | null;
  isConfirmed?: boolean;
  canceledAt?: Date | null;
  /** How many days ago it registered. */
  daysAgo: number;
}

/** A company with its main contact and a registration for the event, written straight into the database. */
export async function insertExhibitor(c: BackofficeContext, eventId: number, row: ExhibitorRow) {
  const [company] = await c.db.insert(companies).values({ name: row.company }).returning({ id: companies.id });
  const [contact] = await c.db
    .insert(contacts)
    .values({ companyId: company!.id, isMainContact: true, firstName: 'Eva', name: row.company, email: `dash${++serial}@firma.example` })
    .returning({ id: contacts.id });
  const [registration] = await c.db
    .insert(registrations)
    .values({
      eventId,
      companyId: company!.id,
      hall: row.hall ?? '',
      standType: row.standType ?? '',
      standSize: row.standSize ?? null,
      isConfirmed: row.isConfirmed ?? false,
      canceledAt: row.canceledAt ?? null,
      createdAt: new Date(Date.now() - row.daysAgo * DAY_MS),
    })
    .returning({ id: registrations.id });
  return { companyId: company!.id, contactId: contact!.id, registrationId: registration!.id };
}

type Exhibitor = Awaited<ReturnType<typeof insertExhibitor>>;
type Kind = 'stand' | 'media' | 'service';

/** A binding order of the exhibitor with one position per entry (net cents), in a state and at an instant. */
export async function insertOrder(c: BackofficeContext, eventId: number, exhibitor: Exhibitor, order: { status: string; at: string; positions: [Kind, number][] }) {
  const net = order.positions.reduce((sum, [, cents]) => sum + cents, 0);
  const [row] = await c.db
    .insert(orders)
    .values({
      eventId,
      ...exhibitor,
      type: 'registration',
      status: order.status,
      lang: 'de',
      netCents: net,
      vatCents: Math.round(net * 0.19),
      grossCents: net + Math.round(net * 0.19),
      data: {},
      createdAt: new Date(order.at),
    })
    .returning({ id: orders.id });
  await c.db.insert(orderPositions).values(
    order.positions.map(([kind, cents], sort) => ({
      orderId: row!.id,
      kind,
      description: kind,
      amount: 1,
      unit: 'piece',
      priceSingle: cents,
      sum: cents,
      listPrice: cents,
      sort,
      billingNumber: DEFAULT_BILLING_NUMBERS[kind],
    })),
  );
  return row!.id;
}
