import { dayIn } from '@messeportal/domain';
import type { Db } from '../db/client.ts';
import { readOrganiserSettings } from './repo.ts';

/** The organiser's calendar day (in its time zone, as documents are dated): what tells an overdue invoice. */
export const organiserToday = async (db: Db, now = new Date()) => dayIn(now, (await readOrganiserSettings(db)).timeZone);
