import { dayIn, formatDate, type organiserSettingsInputSchema } from '@messeportal/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { debtorAccounts } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { recordChange, type Actor } from '../audit/record-change.ts';
import { findUploadFacts, isFreshPublicUpload, markFilesKept } from '../files/repo.ts';
import { endSessionsWithoutSecondFactor } from '../auth/two-factor-repo.ts';
import { lockOrganiserSettings, updateOrganiserSettings, type OrganiserRow } from './repo.ts';

type CheckedSettings = z.output<typeof organiserSettingsInputSchema>;

const LOGO_TYPES = ['image/png', 'image/jpeg'];

/**
 * Saves the organiser settings in one transaction with their audit entry. A new logo must be a PNG or JPG
 * uploaded through the upload route (checked by its bytes there) and not yet used; the logo already saved
 * may stay. The account length stays once debtor numbers of it were exported: those numbers never change. A login
 * notice's last day, when changed, may not have passed on the organiser's calendar (in the time zone saved with it).
 * A second factor required of more staff ends the sessions of those it now binds who have none.
 */
export async function saveOrganiserSettings(db: Db, actor: Actor, input: CheckedSettings, now = new Date()): Promise<OrganiserRow> {
  const { defaultVatRate, ...fields } = input;
  return db.transaction(async (tx) => {
    const before = await lockOrganiserSettings(tx);
    if (input.datevAccountLength !== before.datevAccountLength && (await anyDebtorExported(tx))) {
      throw new AppError(409, 'datevAccountLengthFixed', { property: 'datevAccountLength' });
    }
    const until = input.loginNoticeUntil;
    const today = dayIn(now, input.timeZone);
    if (until !== null && until !== before.loginNoticeUntil && until < today) {
      throw new AppError(400, 'loginNoticeUntilPast', { property: 'loginNoticeUntil', params: { today: formatDate(today) } });
    }
    const logoFileId = input.logoFileId;
    if (logoFileId !== null && logoFileId !== before.logoFileId) {
      const logo = (await findUploadFacts(tx, [logoFileId])).get(logoFileId);
      const usable = logo && isFreshPublicUpload(logo) && LOGO_TYPES.includes(logo.mimeType);
      // Kept by another save in the meantime counts as used, as everywhere an upload is named.
      if (!usable || (await markFilesKept(tx, [logoFileId])).length === 0) throw new AppError(400, 'logoNotImage', { property: 'logoFileId' });
    }
    // A dunning setting left out keeps what is saved (see the input schema).
    const { dunningLevels = before.dunningLevels, dunningInterest = before.dunningInterest, dunningFlatFee = before.dunningFlatFee, baseRates = before.baseRates, dunningPrefix = before.dunningPrefix, twoFactorRequired = before.twoFactorRequired, ...rest } = fields;
    const after = await updateOrganiserSettings(tx, {
      ...rest,
      dunningLevels,
      dunningInterest,
      dunningFlatFee,
      baseRates,
      dunningPrefix,
      twoFactorRequired,
      logoFileId,
      defaultVatRate: Math.round(defaultVatRate * 100),
    });
    await recordChange(tx, actor, { entity: 'settings', entityId: null, action: 'update', before: auditView(before), after: auditView(after) });
    // Whom a second factor now binds but who has none logs in again, and sets one up then.
    if (twoFactorRequired !== before.twoFactorRequired) await endSessionsWithoutSecondFactor(tx, twoFactorRequired);
    return after;
  });
}

const anyDebtorExported = async (tx: Tx) => (await tx.select({ id: debtorAccounts.companyId }).from(debtorAccounts).limit(1)).length > 0;

/** The row as the audit log keeps it: without the time of the change, which the log has itself. */
const auditView = ({ updatedAt: _updatedAt, id: _id, ...row }: OrganiserRow) => row;
