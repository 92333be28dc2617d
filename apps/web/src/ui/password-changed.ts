import { useLocation } from 'react-router';

/** What a login page is told after a new password was set through a link (router state: a reload forgets it). */
export const PASSWORD_CHANGED_STATE = { notice: 'passwordChanged' } as const;

/** Whether the login page was opened right after a password was set, to say so. */
export const usePasswordChanged = (): boolean => (useLocation().state as { notice?: string } | null)?.notice === PASSWORD_CHANGED_STATE.notice;
