import type { SuccessAnswer } from '@messeportal/domain';
import { apiRequest } from './client.ts';

/** `POST /fe/logout`: revokes the exhibitor's token on the server. */
export const logout = () => apiRequest<SuccessAnswer>('/fe/logout', { method: 'POST', redirectOnUnauthorized: false });
