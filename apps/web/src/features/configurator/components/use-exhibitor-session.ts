import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@messeportal/domain';
import { logout } from '../../../api/logout.ts';
import { clearSession, storeSession } from '../../../api/session.ts';
import { companyKeys } from '../../../api/get-company.ts';
import { useWizard } from './wizard-context.tsx';

/**
 * Ends the stored exhibitor session: the server is told (its answer does not matter — the user is logged
 * out here either way) and the token is dropped. The call reads the token before it is removed.
 */
export function endStoredSession(): void {
  void logout().catch(() => undefined);
  clearSession();
}

/** Login and logout inside the configurator, which stays on its page (no navigation as on the login page). */
export function useExhibitorSession() {
  const { user, setUser } = useWizard();
  const queryClient = useQueryClient();
  return {
    user,
    keep(token: string, userinfo: UserInfo) {
      queryClient.removeQueries({ queryKey: companyKeys.all });
      storeSession(token, userinfo);
      setUser(userinfo);
    },
    end() {
      endStoredSession();
      queryClient.removeQueries({ queryKey: companyKeys.all });
      setUser(null);
    },
  };
}
