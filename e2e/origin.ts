/** The port the journeys' server listens on (E2E_PORT; 3100 by default), so two checkouts can run their journeys side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The origin as it appears in a mailed link, for a regular expression. */
export const E2E_ORIGIN_PATTERN = E2E_ORIGIN.replace(/[.]/g, '\\.');
