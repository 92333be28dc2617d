import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staffDevices } from '../db/schema.ts';
import { hashToken } from './token.ts';

/** The longest User-Agent a session keeps; longer ones are cut (they are shown, never parsed for rights). */
export const USER_AGENT_MAX = 400;

/** The browser a login came from: the key the back office keeps in it, else (an API client) its User-Agent. */
export const deviceHashOf = (device: string | undefined, userAgent: string) => hashToken(device ? `key:${device}` : `ua:${userAgent}`);

/**
 * Notes that the staff member logged in from this browser now; answers whether that is news worth a mail: a
 * browser not seen before by an account that had logged in from another one (the very first login is not).
 * One statement, so two logins at once from one new browser mail once.
 */
export async function rememberDevice(db: Db, staffUserId: number, deviceHash: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    with known as (select count(*)::int as devices from ${staffDevices} where staff_user_id = ${staffUserId}),
    added as (
      insert into ${staffDevices} (staff_user_id, device_hash) values (${staffUserId}, ${deviceHash})
      on conflict (staff_user_id, device_hash) do update set last_seen_at = now()
      returning (xmax = 0) as is_new
    )
    select added.is_new and known.devices > 0 as "isNews" from added, known`)) as { rows: { isNews: boolean }[] };
  return rows[0]?.isNews ?? false;
}
