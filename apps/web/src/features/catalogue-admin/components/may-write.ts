import { staffMayHere } from '../../../api/staff-rights.ts';

/** Whether the logged-in staff member may change the catalogue (admins); the server checks it again. */
export const mayWriteCatalogue = (): boolean => staffMayHere(['catalogue', 'write']);
