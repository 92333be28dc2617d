import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberTarget } from '../api/session.ts';

interface LoginRequiredProps {
  /** Whether the login this area needs is there (the exhibitor's or the staff member's token). */
  loggedIn: () => boolean;
  /** The login page to open instead. */
  login: string;
  children: ReactNode;
}

/**
 * An area that needs a login: without it, open the login and come back afterwards. It stands before the
 * area's chunk, so a visitor without a login does not load the area first. An exhibitor's token does not
 * count in the back office; the server would refuse it (403) anyway.
 */
export function LoginRequired({ loggedIn, login, children }: LoginRequiredProps) {
  return loggedIn() ? children : <ToLogin login={login} />;
}

function ToLogin({ login }: { login: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberTarget(`#${pathname}${search}`);
    void navigate(login, { replace: true });
  }, [pathname, search, login, navigate]);
  return null;
}
