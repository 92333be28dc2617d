import { staffMayHere } from '../../../api/session.ts';

/** Whether the logged-in staff member may change the catalogue (admins); the server checks it again. */
export const mayWriteCatalogue = (): boolean => staffMayHere(['catalogue', 'write']);
