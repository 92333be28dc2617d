import { twoFactorRequired, type LoginInput, type StaffSecondStep } from '@messeportal/domain';
import { findStaffUserByEmail } from '../auth/repo.ts';
import { loginFailed, passwordMatches, type LoginClient } from '../auth/service.ts';
import { USER_AGENT_MAX } from '../auth/staff-devices.ts';
import { newTotpSecret } from '../auth/two-factor.ts';
import { openChallenge } from '../auth/two-factor-repo.ts';
import type { Db } from '../db/client.ts';
import { readOrganiserSettings } from '../settings/repo.ts';

/**
 * A staff member's password step: answers the account whose password was right, for its session
 * (openStaffSession), or, with a second factor or where the organiser requires one they have not set up, the second
 * step it opened instead (issue 32): the session comes after the code.
 */
export async function staffPasswordStep(db: Db, input: LoginInput, client: LoginClient) {
  const user = await findStaffUserByEmail(db, input.username.toLowerCase());
  // A disabled account answers as an unknown one; an invited one without a password matches no password.
  if (!user || !(await passwordMatches(user.passwordHash, input.password)) || user.disabledAt) throw loginFailed();
  const passwordHash = user.passwordHash!;
  const { twoFactorRequired: requirement } = await readOrganiserSettings(db);
  const kind = user.totpSecret ? 'code' : twoFactorRequired(requirement, user.role) ? 'setup' : null;
  if (kind) {
    const secret = kind === 'setup' ? newTotpSecret() : undefined;
    const challenge = await openChallenge(db, { staffUserId: user.id, kind, passwordHash, secret, userAgent: client.userAgent.slice(0, USER_AGENT_MAX), device: client.device });
    return { secondStep: { secondStep: kind, challenge } satisfies StaffSecondStep };
  }
  return { user, passwordHash };
}
