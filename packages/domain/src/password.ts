/** The shortest password the portal accepts, at registration and when a new one is set. */
export const MIN_PASSWORD_LENGTH = 7;
