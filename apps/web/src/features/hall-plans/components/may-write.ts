import { staffMayHere } from '../../../api/staff-rights.ts';

/** Whether the logged-in staff member may create, rename and import halls (admins: the catalogue's right); the server checks it again. */
export const mayWriteHalls = (): boolean => staffMayHere(['catalogue', 'write']);
