/**
 * The shortest password the portal accepts, at registration and when a new one is set (SPEC §5). Whether a
 * password is too easy to guess is judged by the server alone (apps/api platform/auth/password-strength.ts):
 * its dictionaries would weigh down the web app, whose forms show the server's verdict under the field.
 */
export const MIN_PASSWORD_LENGTH = 7;
