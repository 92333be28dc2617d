import { isOwner, isStaffWith, type PolicyActor } from './actor.ts';

/** The part of a registration its policy looks at. */
export interface RegistrationOwnership {
  companyId: number;
  canceledAt: Date | string | null;
}

/**
 * Who may do what with a registration (an exhibitor's place at a fair). Any contact of its company reads it and
 * books for it (services, media, stand plan, flue gas); staff read every registration and change it with the
 * registration right of their role. A cancelled registration is kept to be read; nobody books for it any more.
 */
export const registrationPolicy = {
  mayRead: (actor: PolicyActor, registration: RegistrationOwnership): boolean =>
    isOwner(actor, registration) || isStaffWith(actor, ['registration', 'read']),
  mayBook: (actor: PolicyActor, registration: RegistrationOwnership): boolean =>
    registration.canceledAt === null && (isOwner(actor, registration) || isStaffWith(actor, ['registration', 'write'])),
};
