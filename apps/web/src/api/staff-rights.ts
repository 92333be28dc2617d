import { staffMay, type PolicyActor, type StaffPermission } from '@messeportal/domain';
import { readStaffInfo } from './session.ts';

/**
 * Whether the logged-in staff member's role may do this (STAFF_POLICIES), to hide what it may not; the server
 * checks it again. Info stored by a build before roles has no role and may nothing beyond reading.
 */
export function staffMayHere(permission: StaffPermission): boolean {
  const role = readStaffInfo()?.role;
  return role ? staffMay(role, permission) : permission[1] === 'read';
}

/** The logged-in staff member as the domain's policies see it (documentPolicy …); null without a role. */
export function staffActorHere(): PolicyActor {
  const role = readStaffInfo()?.role;
  return role ? { kind: 'staff', role } : null;
}
