import { staffMay, type StaffPermission, type StaffRole } from '../staff.ts';

/**
 * Who asks, as every policy sees it: an exhibitor's contact (of a company, perhaps its main contact), a staff
 * member with a role, or nobody (a visitor without login). The API builds it from the caller of a request.
 */
export type PolicyActor =
  | { kind: 'exhibitor'; companyId: number; contactId: number; isMainContact?: boolean }
  | { kind: 'staff'; role: StaffRole }
  | null;

/** Whether the actor is a contact of the company that owns the row. */
export const isOwner = (actor: PolicyActor, row: { companyId: number | null }): boolean =>
  actor?.kind === 'exhibitor' && row.companyId !== null && actor.companyId === row.companyId;

/** Whether the actor is staff whose role has the right (STAFF_POLICIES). */
export const isStaffWith = (actor: PolicyActor, permission: StaffPermission): boolean =>
  actor?.kind === 'staff' && staffMay(actor.role, permission);
