import type { Db } from '../../platform/db/client.ts';
import { events, installation, staffUsers } from '../../platform/db/schema.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { DEMO_PASSWORD } from './companies.ts';
import { seedFireplaceFair } from './fireplace-fair.ts';
import { seedHallPlans } from './hall-plans.ts';
import { insertImages, renderDemoImages } from './images.ts';
import { seedOrganiser } from './organiser.ts';
import { seedKitchenFair } from './kitchen-fair.ts';
import { insertMediaGroups } from './media.ts';
import { seedMusterKuechen } from './muster-kuechen.ts';
import { seedNordlichtKamine } from './nordlicht-kamine.ts';
import { firstRow } from './rows.ts';
import { seedSeason } from './season.ts';

export { DEMO_PASSWORD };

/** True while no event exists, i.e. the database has never been seeded or filled. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: events.id }).from(events).limit(1);
  return rows.length === 0;
}

/**
 * Fills an empty database with the demo fairs in their halls and season (hall plans, exhibitors on the plans'
 * stands, orders, offers and invoices) and a back-office user, and records the installation as a demo one in the same transaction. Every date is
 * relative to `now`, so the demo never expires; what the desk does today (credit notes, cancellations, media
 * ordered in the portal) is dated by the clock. The caller checks that the database is new first (installation.ts).
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<void> {
  // argon2 and image rendering are the slow parts: done once, up front, so the transaction stays short.
  const [passwordHash, renderedImages] = await Promise.all([hashPassword(DEMO_PASSWORD), renderDemoImages()]);
  await db.transaction(async (tx) => {
    const images = await insertImages(tx, renderedImages);
    const mediaGroups = await insertMediaGroups(tx);
    const kitchen = await seedKitchenFair(tx, { now, images, mediaGroups });
    const fireplace = await seedFireplaceFair(tx, { now, images, mediaGroups });
    await seedOrganiser(tx);
    const staff = await firstRow(
      tx.insert(staffUsers).values({ email: 'be@messeportal.example', name: 'Beate Backoffice', passwordHash, lang: 'de' }).returning({ id: staffUsers.id, name: staffUsers.name }),
    );
    await seedHallPlans(tx, { now, staff, eventIds: { kitchen: kitchen.eventId, fireplace: fireplace.eventId } });
    const muster = await seedMusterKuechen(tx, { now, passwordHash, images, kitchen });
    await seedNordlichtKamine(tx, { now, passwordHash, images, fireplace });
    await seedSeason(tx, { now, passwordHash, kitchen, fireplace, staffUserId: staff.id, muster });
    await tx.insert(installation).values({ demo: true });
  });
}
