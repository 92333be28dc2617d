/** An id from the address (`#/e/offer/{eventId}` …): a positive whole number, else null. */
export const addressId = (text: string | undefined): number | null => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);
