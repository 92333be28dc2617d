import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { mediaGroups, productGroups } from '../../platform/db/schema.ts';

export const listProductGroups = (db: Db) =>
  db.select().from(productGroups).orderBy(asc(productGroups.eventId), asc(productGroups.sort), asc(productGroups.id));

export const listMediaGroups = (db: Db) => db.select().from(mediaGroups).orderBy(asc(mediaGroups.sort), asc(mediaGroups.id));
