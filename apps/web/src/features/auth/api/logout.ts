import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../../api/logout.ts';
import { clearSession } from '../../../api/session.ts';

/**
 * Ends the session here even when the server call fails (offline, token already expired): the user asked to
 * leave, and a token the server still knows expires on its own. The cache is emptied only after the portal
 * has unmounted, so no mounted page refetches without a token.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      clearSession();
      await navigate('/s/login', { replace: true });
      queryClient.clear();
    },
  });
}
