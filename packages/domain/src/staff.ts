/**
 * The roles of the organiser's staff (issue 15): `admin` may do everything, staff and settings included;
 * `sales` offers, registrations and reading the catalogue; `accounting` documents and reading everything else.
 */
export const STAFF_ROLES = ['admin', 'sales', 'accounting'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
