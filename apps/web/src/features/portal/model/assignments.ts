/** Which of the company's contacts and brands a registration names; pure, so the registration page stays markup. */

interface Assignable {
  registrationsIds: readonly number[];
}

/** Whether the contact or brand is assigned to (shown at the fair of) the registration. */
export const isAssignedTo = (row: Assignable, registrationId: number): boolean => row.registrationsIds.includes(registrationId);

/**
 * Whether a brand can be shown at a fair: only with one of that fair's product groups (the exhibitor directory
 * lists brands by product group; the server refuses the rest the same way).
 */
export const brandFitsEvent = (brand: { productgroupsIds: readonly number[] }, event: { productgroupsIds: readonly number[] }): boolean =>
  brand.productgroupsIds.some((id) => event.productgroupsIds.includes(id));
