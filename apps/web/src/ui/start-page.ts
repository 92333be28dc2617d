import { readStaffToken, readToken } from '../api/session.ts';

export interface StartPage {
  to: string;
  label: 'ui.publicFrame.toOverview' | 'ui.publicFrame.toBackoffice' | 'ui.publicFrame.toLogin';
}

/**
 * Where a reader goes on from a page that cannot show what was asked for: their area's start, or the login when
 * they are not logged in.
 */
export function startPageOf(area: 'public' | 'staff'): StartPage {
  if (area === 'staff') return { to: '/be', label: 'ui.publicFrame.toBackoffice' };
  if (readToken()) return { to: '/', label: 'ui.publicFrame.toOverview' };
  if (readStaffToken()) return { to: '/be', label: 'ui.publicFrame.toBackoffice' };
  return { to: '/s/login', label: 'ui.publicFrame.toLogin' };
}
