import { langFromLocale, standKey } from '@messeportal/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { events, registrations, standChangeNotices } from '../../platform/db/schema.ts';
import { queueMails } from '../../platform/mail/outbox.ts';
import type { PlanDiff } from './plan-review.ts';
import { standChangeMail } from './stand-change-mail.ts';

// The company's main contact, whom the exhibitor's mails go to (as the registration desk finds it).
const mainContact = sql`from contacts c where c.company_id = ${registrations.companyId} and c.is_main_contact order by c.id limit 1`;

/**
 * The booked stands a new version of a hall moves or reshapes, told in the version's transaction: for each registration
 * on one of them in the events moved onto the version, a notice the desk lists until staff have seen it, and a mail to
 * the exhibitor's main contact in its language. Removing or shrinking a booked stand never gets here (the version is
 * refused), so these stands stay the exhibitor's. Answers how many were told.
 */
export async function noticeChangedStands(
  tx: Tx,
  hall: { id: number; name: string },
  saved: { version: number; diff: Omit<PlanDiff, 'affected'> | null; eventIds: number[] },
  publicUrl: string,
): Promise<number> {
  const changed = new Map((saved.diff?.changed ?? []).map((stand) => [standKey(stand.number), stand]));
  if (changed.size === 0 || saved.eventIds.length === 0) return 0;
  const booked = await tx
    .select({
      registrationId: registrations.id,
      eventId: registrations.eventId,
      standNr: registrations.standNr,
      nameDe: events.nameDe,
      nameEn: events.nameEn,
      email: sql<string | null>`(select c.email ${mainContact})`,
      lang: sql<string | null>`(select c.lang ${mainContact})`,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(
      and(
        inArray(registrations.eventId, saved.eventIds),
        sql`lower(${registrations.hall}) = lower(${hall.name})`,
        ne(registrations.standNr, ''),
        isNull(registrations.canceledAt),
      ),
    )
    .orderBy(registrations.id);
  const told = booked.flatMap((row) => {
    const stand = changed.get(standKey(row.standNr));
    return stand ? [{ row, stand }] : [];
  });
  if (told.length === 0) return 0;
  await tx.insert(standChangeNotices).values(
    told.map(({ row, stand }) => ({
      eventId: row.eventId,
      registrationId: row.registrationId,
      hallPlanId: hall.id,
      version: saved.version,
      standNumber: stand.number,
      areaBeforeM2: stand.areaBeforeM2,
      areaAfterM2: stand.areaAfterM2,
      moved: stand.moved,
      resized: stand.resized,
    })),
  );
  const mails = told.flatMap(({ row, stand }) => {
    if (!row.email) return [];
    const lang = langFromLocale(row.lang);
    const to = { recipient: row.email, lang, eventName: lang === 'en' ? row.nameEn : row.nameDe };
    return [standChangeMail(to, { hall: hall.name, stand: stand.number, ...stand }, `${publicUrl}/#/registration/show/${row.registrationId}`)];
  });
  if (mails.length > 0) await queueMails(tx, mails);
  return told.length;
}
