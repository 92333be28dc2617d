/*
 * The back office's fixed lists, apart from its Zod schemas (schemas/backoffice.ts): the configurator and
 * the staff pages read them, and a module that holds a schema brings Zod into whichever web chunk uses it.
 */

/** The configurator modes in which staff save through `POST /be/action/save_configurator`. */
export const BACK_OFFICE_MODES = ['be_stand', 'be_company', 'be_registration'] as const;
export type BackOfficeMode = (typeof BACK_OFFICE_MODES)[number];

/** Columns the offers list sorts by. */
export const OFFER_SORTS = ['title', 'company', 'state', 'type', 'totalNet', 'createdAt', 'updatedAt'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** Offers per page of the back-office lists. */
export const BACK_OFFICE_PAGE_SIZE = 50;

export const MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
