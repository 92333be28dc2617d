/**
 * The roles of the organiser's staff (issue 15): `admin` may do everything, staff and settings included;
 * `sales` offers, registrations and reading the catalogue; `accounting` documents and reading everything else.
 */
export const STAFF_ROLES = ['admin', 'sales', 'accounting'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** What the back office has rights on: one policy each (issue 15). */
export const STAFF_ENTITIES = ['offer', 'registration', 'catalogue', 'document', 'staff', 'settings'] as const;
export type StaffEntity = (typeof STAFF_ENTITIES)[number];
export type StaffAction = 'read' | 'write';
/** A right as routes and screens name it: an entity and what is done with it. */
export type StaffPermission = readonly [StaffEntity, StaffAction];

const everyone = STAFF_ROLES;

/**
 * Who may do what, written once: the server checks it on every `/be/` route, the web hides what a role may not
 * do. Settings are read by accounting too (the bank and tax data its invoices carry); staff accounts and the
 * audit log are the admins' alone. Mails of the outbox count as registration business.
 */
export const STAFF_POLICIES: Record<StaffEntity, Record<StaffAction, readonly StaffRole[]>> = {
  offer: { read: everyone, write: ['admin', 'sales'] },
  registration: { read: everyone, write: ['admin', 'sales'] },
  catalogue: { read: everyone, write: ['admin'] },
  document: { read: everyone, write: ['admin', 'accounting'] },
  staff: { read: ['admin'], write: ['admin'] },
  settings: { read: ['admin', 'accounting'], write: ['admin'] },
};

export const staffMay = (role: StaffRole, [entity, action]: StaffPermission): boolean => STAFF_POLICIES[entity][action].includes(role);
