import type { EventDashboardAnswer } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { selectEveryItem } from './open-item-sql.ts';

const ZERO = { invoicedCents: 0, paidCents: 0, openCents: 0, overdueCents: 0, openInvoices: 0, overdueInvoices: 0 };

/** What the event's invoices came to, what was paid, what is open and overdue on `today` (the dashboard's payment figures), in one statement. */
export async function eventPaymentFigures(db: Db, eventId: number, today: string): Promise<EventDashboardAnswer['payments']> {
  const [row] = await selectRows<EventDashboardAnswer['payments']>(
    db,
    selectEveryItem(
      sql`coalesce(sum(item."grossCents" - item."creditedCents") filter (where not item.canceled), 0)::float8 as "invoicedCents",
        coalesce(sum(item."paidCents"), 0)::float8 as "paidCents",
        coalesce(sum(item."openCents"), 0)::float8 as "openCents",
        coalesce(sum(item."openCents") filter (where item.state = 'overdue'), 0)::float8 as "overdueCents",
        (count(*) filter (where item."openCents" > 0))::int as "openInvoices",
        (count(*) filter (where item.state = 'overdue' and item."openCents" > 0))::int as "overdueInvoices"`,
      eventId,
      today,
    ),
  );
  return row ?? ZERO;
}
