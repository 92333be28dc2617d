import type { SuccessAnswer } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../api/client.ts';
import { clearStaffSession } from '../../../api/session.ts';

/** `POST /be/logout`: revokes the staff token on the server. */
export const staffLogout = () =>
  apiRequest<SuccessAnswer>('/be/logout', { method: 'POST', redirectOnUnauthorized: false });

/**
 * Ends the staff session here even when the server call fails: the staff member asked to leave. The cache
 * is emptied only after the back office has unmounted, so no mounted page refetches without a token.
 */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: staffLogout,
    onSettled: async () => {
      clearStaffSession();
      await navigate('/be/login', { replace: true });
      queryClient.clear();
    },
  });
}
