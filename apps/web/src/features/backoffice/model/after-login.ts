import { destinationAfterLogin, isStaffPage } from '../../../api/request-rules.ts';

/** The back office's start page. */
export const STAFF_HOME = '/be';

/**
 * Where a staff login leads: the remembered back-office page, else the back office's start. The remembered
 * page is shared with the exhibitor login, so one of the portal's pages does not count here.
 */
export function staffDestinationAfterLogin(target: string | null | undefined): string {
  const path = destinationAfterLogin(target);
  return isStaffPage(`#${path}`) ? path : STAFF_HOME;
}
