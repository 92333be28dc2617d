import { createTestApp, loginAs, type Engine } from './test-app.ts';
import {
  assignContact,
  buildBookletGroup,
  buildBookletItem,
  buildCompany,
  buildContact,
  buildEvent,
  buildImageFile,
  buildRegistration,
  buildStaff,
  CONTACT_PASSWORD,
  flat,
  perQm,
  STAFF_PASSWORD,
} from './factories/index.ts';

export { STAFF_PASSWORD };

type Headers = Record<string, string>;

const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The stand types both fairs of the back-office tests sell. */
const standTypes = () => [
  { standType: 'inline', nameDe: 'Reihenstand', nameEn: 'In-line stand', qmMin: 12, qmMax: 100, priceRules: [perQm(18_900), flat(79_500)] },
  { standType: 'corner', nameDe: 'Eckstand', nameEn: 'Corner stand', qmMin: 20, qmMax: 150, priceRules: [perQm(18_900), perQm(2_500, 'Eckstandzuschlag je m²', 'Corner surcharge per m²'), flat(79_500)] },
];

/** The logo medium, sold at both fairs under one name (an offer carried to the other fair keeps it). */
const logoMedium = { nameDe: 'Firmenlogo im Hallenplan', nameEn: 'Company logo in the hall plan', stock: 5, price: 45_000, priceEarly: 39_000 };

/**
 * The fairs, exhibitors and staff of the back-office tests, built in a fresh database: the kitchen fair with an
 * in-line and a corner stand type, the logo medium (its twin at the fireplace fair), a staff-only medium, a
 * booklet with carpet (by stand m², in the configurator), a rigging point, the mandatory stand cleaning and two
 * hidden (tab 2) items, a handling fee among them; the fireplace fair two weeks later; the exhibitor "demo" (main contact and a
 * technician) with its confirmed 48 m² corner stand at the kitchen fair and the binding order of it, and "other",
 * unconfirmed at the fireplace fair only. Staff log in as an admin.
 */
export async function openBackofficeContext(engine: Engine) {
  const t = await createTestApp(engine, { publicUrl: 'https://messe.example' });
  const db = t.database.db;
  const kitchen = await buildEvent(t.app, {
    nameDe: 'Küchenfachmesse Test',
    nameEn: 'Kitchen trade fair test',
    standConfigs: standTypes(),
    productGroups: [
      { nameDe: 'Küchenmöbel', nameEn: 'Kitchen furniture' },
      { nameDe: 'Arbeitsplatten', nameEn: 'Worktops' },
    ],
    media: [logoMedium, { nameDe: 'Top-Eintrag in der Ausstellersuche', nameEn: 'Top listing in the exhibitor search', isConfigurator: false, stock: 20, price: 19_000 }],
  });
  const fireplace = await buildEvent(t.app, {
    nameDe: 'Ofenmesse Test',
    nameEn: 'Stove fair test',
    // Two weeks after the kitchen fair.
    startsAt: addDays(kitchen.startsAt, 14),
    endsAt: addDays(kitchen.endsAt, 14),
    hasFireplaceConnections: true,
    standConfigs: standTypes(),
    productGroups: ['Kaminöfen'],
    media: [logoMedium],
  });
  const stand = await buildBookletGroup(t.app, kitchen.id, { titleDe: 'Standausstattung', titleEn: 'Stand equipment', sort: 10 });
  const service = await buildBookletGroup(t.app, kitchen.id, { titleDe: 'Service', titleEn: 'Service', sort: 20 });
  const item = (groupId: number, sort: number, fields: Parameters<typeof buildBookletItem>[2]) => buildBookletItem(t.app, kitchen.id, { groupId, sort, ...fields });
  const [carpetImage, carpetSample] = [await buildImageFile(t.app), await buildImageFile(t.app)];
  const carpet = await item(stand.id, 10, {
    ...{ titleDe: 'Messeteppich', titleEn: 'Exhibition carpet', price: 1_450, unit: 'qm', priceCalculation: 'qm', isConfigurator: true },
    ...{ imageFileId: carpetImage.id, galleryFileIds: [carpetSample.id] },
  });
  const rigging = await item(stand.id, 20, { titleDe: 'Deckenabhängung', titleEn: 'Ceiling rigging point', price: 18_500, unit: 'piece' });
  const cleaning = await item(service.id, 10, { titleDe: 'Reinigung der Standfläche', titleEn: 'Stand area cleaning', price: 350, unit: 'qm', priceCalculation: 'qm', isMandatory: true, isConfigurator: true });
  const handlingFee = await item(service.id, 20, { titleDe: 'Änderungspauschale', titleEn: 'Change fee', price: 4_500, unit: 'flat', tab: 2 });
  await item(service.id, 30, { titleDe: 'Sonderreinigung nach Aufwand', titleEn: 'Extra cleaning as needed', price: 6_000, unit: 'hour', tab: 2 });
  await buildBookletItem(t.app, fireplace.id, { titleDe: 'Schornsteinanschluss', titleEn: 'Chimney connection', price: 9_000 });
  const corner = kitchen.standConfigs.find((config) => config.standType === 'corner')!;

  const company = await buildCompany(t.app, {
    ...{ name: 'Beispiel Küchenbau GmbH', email: 'info@beispiel-kuechenbau.example', internet: 'https://www.beispiel-kuechenbau.example', ustid: 'DE123456789' },
    ...{ telCountry: '+49', telCity: '89', telDirect: '4711 00-0' },
    address: { street: 'Ludwigstraße 12', zip: '80539', city: 'München', country: 'de' },
    invoiceAddress: { nameExtra: 'Buchhaltung', street: 'Am Moosfeld 3', zip: '81829', city: 'München', country: 'de', email: 'rechnung@beispiel-kuechenbau.example' },
  });
  const mainContact = await buildContact(t.app, {
    ...{ companyId: company.id, isMainContact: true, firstName: 'Anna', name: 'Beispiel' },
    ...{ telCountry: '+49', telCity: '89', telDirect: '4711 00-10' },
  });
  const demo = await buildRegistration(t.app, {
    event: { ...kitchen, standConfigs: [corner] },
    company,
    contact: mainContact,
    brands: [
      { name: 'Beispiel Küchen', productGroupIds: [kitchen.productGroups[0]!.id], internet: 'https://www.beispiel-kuechen.example' },
      { name: 'Beispiel Wohnen', productGroupIds: [kitchen.productGroups[1]!.id] },
    ],
    standSize: 48,
    hall: 'Halle 6',
    standNr: 'E7',
    // Its binding order of the stand, confirmed.
    orders: [{ status: 'confirmed', data: { eventId: kitchen.id, stand: { standConfigId: corner.id, qm: 48 }, medias: [], orderBooks: [], brands: [], comment: '' }, positions: corner.priceRules.map((rule) => ({ kind: 'stand' as const, description: rule.descriptionDe, amount: rule.basis === 'per_qm' ? 48 : 1, unit: rule.unit, priceSingle: rule.priceSingle })) }],
  });
  const technician = await buildContact(t.app, { companyId: demo.company.id, gender: 2, firstName: 'Jonas' });
  await assignContact(t.app, demo.id, technician.id);
  const other = await buildRegistration(t.app, {
    event: fireplace,
    company: { name: 'Ofenbau Nord GmbH' },
    isConfirmed: false,
    hall: 'Halle 1',
    standNr: 'A3',
  });
  const admin = await buildStaff(t.app, { role: 'admin', name: 'Bea Backoffice' });
  const [staff, exhibitor] = await Promise.all([loginAs(t.app, admin.email, 'be', STAFF_PASSWORD), loginAs(t.app, demo.contact.email, 'fe', CONTACT_PASSWORD)]);
  const [logo, staffOnly] = kitchen.media as [typeof kitchen.media[number], typeof kitchen.media[number]];

  const call = (method: Method, url: string, headers: Headers = staff, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
  /** A configuration of the kitchen fair: a 48 m² corner stand, one logo in the hall plan, 48 m² carpet. */
  const configuration = (overrides: object = {}) => ({
    eventId: kitchen.id,
    stand: { standConfigId: corner.id, qm: 48 },
    medias: [{ id: logo.id, amount: 1 }],
    orderBooks: [{ id: carpet.id, amount: 48 }],
    brands: [],
    ...overrides,
  });
  const save = (payload: object, headers: Headers = staff, lang = 'de-DE') =>
    call('POST', `/be/action/save_configurator?lang=${lang}`, headers, payload);
  /** The net of the stand alone, from the public calculation. */
  const standNet = async (qm = 48) => {
    const response = await call('POST', '/pub/calculate_configurator', {}, { eventId: kitchen.id, standConfigId: corner.id, qm });
    return Math.round(response.json().total * 100);
  };
  /** A logged-in staff member of this role, named after its address (the context's own login is an admin). */
  const staffAs = async (role: 'admin' | 'sales' | 'accounting', email = `${role}@messeportal.example`) => {
    const account = await buildStaff(t.app, { role, email });
    return loginAs(t.app, account.email, 'be', STAFF_PASSWORD);
  };
  /** Logs in one of the exhibitors' contacts. */
  const exhibitorLogin = (email: string) => loginAs(t.app, email, 'fe', CONTACT_PASSWORD);
  return {
    t,
    db,
    staff,
    staffAs,
    exhibitor,
    exhibitorLogin,
    /** The admin the context logs in as: "name <email>" is the actor of its changes in the audit log. */
    admin: { name: admin.name, email: admin.email, actor: `${admin.name} <${admin.email}>` },
    kitchen,
    fireplace,
    bookletGroups: { stand, service },
    items: { corner, logo, logoFireplace: fireplace.media[0]!, staffOnly, carpet, rigging, handlingFee, cleaning },
    demo: {
      companyId: demo.company.id,
      companyName: demo.company.name,
      /** Its company with the main and the invoice address, and its main contact, as stored. */
      company,
      contact: mainContact,
      registrationId: demo.id,
      contactId: demo.contact.id,
      contactLang: demo.contact.lang,
      email: demo.contact.email,
      technicianEmail: technician.email,
      brandName: demo.brands[0]!.name,
      invoiceEmail: demo.company.invoiceAddress!.email,
      hall: demo.hall,
      standNr: demo.standNr,
    },
    other: { companyId: other.company.id, companyName: other.company.name, registrationId: other.id, contactLang: other.contact.lang, email: other.contact.email },
    call,
    configuration,
    save,
    standNet,
    close: () => t.close(),
  };
}

export type BackofficeContext = Awaited<ReturnType<typeof openBackofficeContext>>;

/**
 * A call of the access test: method, URL, body and, for a call that can succeed once only (confirming,
 * cancelling) or finds nothing to serve in the built data, the status an allowed role gets instead of 2xx.
 */
export type AccessCall = [Method, string, object?, number?];
/** Sample calls for the access test, keyed by route as registered ('PUT /be/admin/event/:id'), made in its context. */
export type AccessSamples = (c: BackofficeContext) => Promise<Record<string, AccessCall>>;
