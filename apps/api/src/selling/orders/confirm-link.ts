import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { organiserSettings } from '../../platform/db/schema.ts';
import { hashToken, newToken } from '../../platform/auth/token.ts';

/**
 * A new double opt-in link: its token for the mail, the hash and expiry the registration keeps, and the days it
 * is valid, as the settings give them now (confirmLinkDays). Every link is made here; the confirmation checks
 * the stored expiry, so a link keeps the validity its mail promised when the setting changes later.
 */
export async function newConfirmLink(tx: Tx, now: Date) {
  const [settings] = await tx.select({ validDays: organiserSettings.confirmLinkDays }).from(organiserSettings).where(eq(organiserSettings.id, 1));
  const validDays = settings!.validDays;
  const token = newToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + validDays * 86_400_000), validDays };
}
