// Test factories: each builds exactly the rows a test needs, with defaults a test overrides, and unique names
// and addresses, so that no test depends on the demo data every test database starts with.
export { buildBookletGroup, buildBookletItem } from './booklet-item.ts';
export { buildBrand } from './brand.ts';
export { buildCompany, type BuiltCompany } from './company.ts';
export { buildContact, CONTACT_PASSWORD, type BuiltContact } from './contact.ts';
export { buildDocument } from './document.ts';
export { buildEvent, type BuiltEvent } from './event.ts';
export { buildImageFile } from './file.ts';
export { buildInvoice } from './invoice.ts';
export { buildMediaGroup, buildMedium } from './medium.ts';
export { buildOrder, type BuiltOrder } from './order.ts';
export { assignContact, buildRegistration, type BuiltRegistration } from './registration.ts';
export { nextSerial } from './sequence.ts';
export { buildHallPlan, gridHall } from './hall-plan.ts';
export { buildStaff, STAFF_PASSWORD, type BuiltStaff } from './staff.ts';
export { buildStandType, flat, perQm } from './stand-type.ts';
export type { FactoryTarget } from './target.ts';
