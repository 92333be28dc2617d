// Every route of the app (apps/web/src/router.tsx and app/backoffice-routes.tsx), each listed once with the
// screens that show it, in the order the gallery shows them: public pages, the public configurator step by
// step, the exhibitor portal, the back office. The one list of both the gallery (`npm run screenshots`) and
// the browser test that walks every route for overflowing text (e2e/overflow.spec.ts); routes.test in
// overflow.spec.ts fails when the router has a route this list misses.
//
// A route's screens come in variants: `demo` (the seeded demo data), `long` (the exhibitor of long German
// texts, see demo.ts), `empty` (an exhibitor who has just registered, a fair with nothing in it) and `missing`
// (a record that does not exist: the error state).
import type { Demo, Who } from './demo.ts';

export type Variant = 'demo' | 'long' | 'empty' | 'missing';

export interface Screen {
  /** `<nn>-<area>-<name>[-<variant>]`: the file name without `.png`, sorting by area and screen. */
  id: string;
  /** The route's path as the router writes it, with `:params`. */
  route: string;
  variant: Variant;
  /** The address after `#`. */
  hash: string;
  who: Who | null;
  /** localStorage entries besides the login and the language (the configurator's draft). */
  storage?: Record<string, string>;
}

type Area = 'public' | 'configurator' | 'portal' | 'backoffice';
interface Shot {
  name: string;
  hash: string;
  who?: Who;
  storage?: Record<string, string>;
  variant?: Variant;
}
interface Route {
  route: string;
  area: Area;
  shots: (demo: Demo) => (Shot | false | 0 | undefined)[];
}

/** No record has this id. */
const NONE = 999999;

/** The configurator's draft (localStorage `offerconfig`) of the demo offer, open at one step (see model/draft.ts). */
const atStep = (offer: Demo['offer'], step: string) => ({ offerconfig: JSON.stringify({ ...offer.configuration, uuid: offer.uuid, step }) });

/** The portal's page of a registration: the demo exhibitor's, the long one's, a fresh one's and a missing one's. */
const registrationPage = (page: string, name: string): Route => ({
  route: `/registration/${page}/:id`,
  area: 'portal',
  shots: ({ demo, long, fresh, fireplaceRegistrationId }) => [
    { name, hash: `/registration/${page}/${demo.registrations[0]!.id}`, who: 'demo' },
    page === 'show' && { name: 'fireplace-registration', hash: `/registration/show/${fireplaceRegistrationId}`, who: 'other' },
    { name, hash: `/registration/${page}/${long.registrationId}`, who: 'long', variant: 'long' },
    fresh && { name, hash: `/registration/${page}/${fresh.registrationId}`, who: 'fresh', variant: 'empty' },
    page === 'show' && { name, hash: `/registration/${page}/${NONE}`, who: 'demo', variant: 'missing' },
  ],
});

/** A portal page of the company's data: the demo exhibitor's record, the long one's, a missing one. */
const companyDataPage = (kind: 'contact' | 'brand' | 'address', list: 'contacts' | 'brands' | 'addresses'): Route => ({
  route: `/${kind}/edit/:id`,
  area: 'portal',
  shots: ({ demo, long }) => [
    { name: `${kind}-edit`, hash: `/${kind}/edit/${demo[list][0]!.id}`, who: 'demo' },
    { name: `${kind}-new`, hash: `/${kind}/edit/0`, who: 'demo' },
    long.data[list][0] && { name: `${kind}-edit`, hash: `/${kind}/edit/${long.data[list][0].id}`, who: 'long', variant: 'long' },
    kind === 'contact' && { name: `${kind}-edit`, hash: `/${kind}/edit/${NONE}`, who: 'demo', variant: 'missing' },
  ],
});

/** A back-office page of one event: the kitchen fair, the fair with nothing in it, a missing one. */
const eventPage = (suffix: string, name: string): Route => ({
  route: `/be/event/:id${suffix}`,
  area: 'backoffice',
  shots: ({ emptyEventId }) => [
    { name, hash: `/be/event/1${suffix}`, who: 'staff' },
    emptyEventId && { name, hash: `/be/event/${emptyEventId}${suffix}`, who: 'staff', variant: 'empty' },
    { name, hash: `/be/event/${NONE}${suffix}`, who: 'staff', variant: 'missing' },
  ],
});

export const ROUTES: Route[] = [
  { route: '/s/login', area: 'public', shots: () => [{ name: 'login', hash: '/s/login' }] },
  { route: '/s/reset-password', area: 'public', shots: () => [{ name: 'password-reset', hash: '/s/reset-password' }] },
  { route: '/s/reset-password/:token', area: 'public', shots: () => [{ name: 'new-password-link', hash: '/s/reset-password/abcdefghijklmnopqrstuvwxyz' }] },
  { route: '/s/confirm-email/:token', area: 'public', shots: () => [{ name: 'confirm-email', hash: '/s/confirm-email/abcdefghijklmnopqrstuvwxyz' }] },
  { route: '/be/login', area: 'public', shots: () => [{ name: 'staff-login', hash: '/be/login' }] },
  { route: '/be/set-password/:token', area: 'public', shots: () => [{ name: 'staff-password-link', hash: '/be/set-password/abcdefghijklmnopqrstuvwxyz' }] },
  { route: '/e/confirm/:id/:token/:lang?', area: 'public', shots: () => [{ name: 'registration-confirm-invalid', hash: '/e/confirm/1/no-such-token' }] },
  { route: '*', area: 'public', shots: () => [{ name: 'not-found', hash: '/no/such/page' }] },
  {
    route: '/e/offer/:eventId/:uuid?',
    area: 'configurator',
    shots: ({ offer }) => {
      const offerPage = `/e/offer/1/${offer.uuid}`;
      return [
        { name: '1-stand-kitchen-fair', hash: '/e/offer/1' },
        { name: '1-stand-fireplace-fair', hash: '/e/offer/2' },
        // The demo offer (corner stand, a medium) with its draft at each later step; its link opens the summary.
        ...['brands', 'media', 'orderbook'].map((step, index) => ({ name: `${index + 2}-${step}`, hash: offerPage, storage: atStep(offer, step) })),
        { name: '5-preview-offer-link', hash: offerPage },
        { name: '6-company', hash: offerPage, storage: atStep(offer, 'company') },
        // The order step needs a login: an exhibitor not yet registered at the kitchen fair, before ordering.
        { name: '7-order', hash: offerPage, who: 'other', storage: atStep(offer, 'order') },
        { name: 'offer', hash: `/e/offer/${NONE}`, variant: 'missing' },
      ];
    },
  },
  { route: '/e/register/:eventId/:lang?', area: 'configurator', shots: () => [{ name: 'new-exhibitor', hash: '/e/register/1' }] },
  {
    route: '/e/:eventId/plan',
    area: 'public',
    shots: () => [
      // The kitchen fair's public plan, one stand linked, and an event that does not exist.
      { name: 'public-plan', hash: '/e/1/plan' },
      { name: 'public-plan', hash: '/e/1/plan?stand=A01', variant: 'stand' },
      { name: 'public-plan', hash: `/e/${NONE}/plan`, variant: 'missing' },
    ],
  },
  {
    route: '/',
    area: 'portal',
    shots: ({ fresh }) => [
      { name: 'dashboard', hash: '/', who: 'demo' },
      { name: 'dashboard', hash: '/', who: 'long', variant: 'long' },
      fresh && { name: 'dashboard', hash: '/', who: 'fresh', variant: 'empty' },
    ],
  },
  {
    route: '/me',
    area: 'portal',
    shots: () => [
      { name: 'profile', hash: '/me', who: 'demo' },
      { name: 'profile', hash: '/me', who: 'long', variant: 'long' },
    ],
  },
  companyDataPage('contact', 'contacts'),
  companyDataPage('brand', 'brands'),
  companyDataPage('address', 'addresses'),
  {
    route: '/company/edit/:id',
    area: 'portal',
    shots: ({ demo, long }) => [
      { name: 'company-edit', hash: `/company/edit/${demo.company.id}`, who: 'demo' },
      { name: 'company-edit', hash: `/company/edit/${long.data.company.id}`, who: 'long', variant: 'long' },
    ],
  },
  {
    route: '/register/:eventId',
    area: 'portal',
    shots: ({ demo }) => {
      const openEvent = demo.events.find((event) => !event.isRegistered && event.isRegistrationOpen);
      return [openEvent && { name: 'register', hash: `/register/${openEvent.id}`, who: 'demo' }, { name: 'register', hash: `/register/${NONE}`, who: 'demo', variant: 'missing' }];
    },
  },
  registrationPage('show', 'registration'),
  registrationPage('orderbook', 'booklet'),
  registrationPage('info-confirmation', 'info-confirmation'),
  registrationPage('info', 'info'),
  registrationPage('confirmation', 'confirmation'),
  registrationPage('docs', 'documents'),
  {
    route: '/registration/fireplace/:id',
    area: 'portal',
    shots: ({ fireplaceRegistrationId }) => [{ name: 'fireplace', hash: `/registration/fireplace/${fireplaceRegistrationId}`, who: 'other' }],
  },
  {
    route: '/media/:id?',
    area: 'portal',
    shots: ({ demo, long, fresh }) => [
      { name: 'media', hash: '/media', who: 'demo' },
      { name: 'media-registration', hash: `/media/${demo.registrations[0]!.id}`, who: 'demo' },
      { name: 'media-registration', hash: `/media/${long.registrationId}`, who: 'long', variant: 'long' },
      fresh && { name: 'media', hash: '/media', who: 'fresh', variant: 'empty' },
    ],
  },
  {
    route: '/documents',
    area: 'portal',
    shots: ({ fresh }) => [
      { name: 'all-documents', hash: '/documents', who: 'demo' },
      { name: 'all-documents', hash: '/documents', who: 'long', variant: 'long' },
      fresh && { name: 'all-documents', hash: '/documents', who: 'fresh', variant: 'empty' },
    ],
  },
  { route: '/be', area: 'backoffice', shots: () => [{ name: 'events', hash: '/be', who: 'staff' }] },
  {
    route: '/be/event/:id',
    area: 'backoffice',
    shots: ({ emptyEventId }) => [
      { name: 'event-kitchen-fair', hash: '/be/event/1', who: 'staff' },
      { name: 'event-fireplace-fair', hash: '/be/event/2', who: 'staff' },
      emptyEventId && { name: 'event', hash: `/be/event/${emptyEventId}`, who: 'staff', variant: 'empty' },
      { name: 'event', hash: `/be/event/${NONE}`, who: 'staff', variant: 'missing' },
    ],
  },
  eventPage('/dashboard', 'event-dashboard'),
  eventPage('/registrations', 'registrations'),
  eventPage('/documents', 'documents'),
  eventPage('/plan', 'event-plan'),
  {
    route: '/be/registration/:id',
    area: 'backoffice',
    shots: ({ demo, long, fresh }) => [
      { name: 'registration', hash: `/be/registration/${demo.registrations[0]!.id}`, who: 'staff' },
      { name: 'registration', hash: `/be/registration/${long.registrationId}`, who: 'staff', variant: 'long' },
      fresh && { name: 'registration', hash: `/be/registration/${fresh.registrationId}`, who: 'staff', variant: 'empty' },
      { name: 'registration', hash: `/be/registration/${NONE}`, who: 'staff', variant: 'missing' },
    ],
  },
  {
    route: '/be/document/:id',
    area: 'backoffice',
    shots: ({ documentId, long }) => [
      { name: 'document', hash: `/be/document/${documentId}`, who: 'staff' },
      { name: 'document', hash: `/be/document/${long.documentId}`, who: 'staff', variant: 'long' },
      { name: 'document', hash: `/be/document/${NONE}`, who: 'staff', variant: 'missing' },
    ],
  },
  {
    route: '/be/offer/:id',
    area: 'backoffice',
    shots: ({ offer }) => [
      { name: 'offer', hash: `/be/offer/${offer.id}`, who: 'staff' },
      { name: 'offer', hash: `/be/offer/${NONE}`, who: 'staff', variant: 'missing' },
    ],
  },
  {
    route: '/be/payments',
    area: 'backoffice',
    shots: () => [
      { name: 'payments', hash: '/be/payments', who: 'staff' },
      { name: 'payments-booked', hash: '/be/payments?state=booked', who: 'staff' },
    ],
  },
  { route: '/be/open-items', area: 'backoffice', shots: () => [{ name: 'open-items', hash: '/be/open-items', who: 'staff' }] },
  { route: '/be/dunning', area: 'backoffice', shots: () => [{ name: 'dunning', hash: '/be/dunning', who: 'staff' }] },
  { route: '/be/outbox', area: 'backoffice', shots: () => [{ name: 'outbox', hash: '/be/outbox', who: 'staff' }] },
  { route: '/be/requests', area: 'backoffice', shots: () => [{ name: 'requests', hash: '/be/requests', who: 'staff' }] },
  { route: '/be/settings', area: 'backoffice', shots: () => [{ name: 'settings', hash: '/be/settings', who: 'staff' }] },
  { route: '/be/staff', area: 'backoffice', shots: () => [{ name: 'staff', hash: '/be/staff', who: 'staff' }] },
  { route: '/be/audit', area: 'backoffice', shots: () => [{ name: 'audit', hash: '/be/audit', who: 'staff' }] },
  { route: '/be/account', area: 'backoffice', shots: () => [{ name: 'account', hash: '/be/account', who: 'staff' }] },
  { route: '/be/admin/events', area: 'backoffice', shots: () => [{ name: 'catalogue-events', hash: '/be/admin/events', who: 'staff' }] },
  {
    route: '/be/admin/event/:id',
    area: 'backoffice',
    shots: ({ emptyEventId }) => [
      // The catalogue of the fair with fireplace connections, tab by tab.
      ...['event', 'stands', 'productGroups', 'media', 'booklet'].map((tab) => ({ name: `catalogue-event-${tab}`, hash: `/be/admin/event/2?tab=${tab}`, who: 'staff' as const })),
      emptyEventId && { name: 'catalogue-event', hash: `/be/admin/event/${emptyEventId}`, who: 'staff', variant: 'empty' },
      { name: 'catalogue-event', hash: `/be/admin/event/${NONE}`, who: 'staff', variant: 'missing' },
    ],
  },
  { route: '/be/admin/halls', area: 'backoffice', shots: () => [{ name: 'hall-plans', hash: '/be/admin/halls', who: 'staff' }] },
  {
    route: '/be/admin/hall/:id',
    area: 'backoffice',
    shots: () => [
      // The first demo hall's plan beside its stands, and a hall that does not exist.
      { name: 'hall-plan', hash: '/be/admin/hall/1', who: 'staff' },
      { name: 'hall-plan', hash: `/be/admin/hall/${NONE}`, who: 'staff', variant: 'missing' },
    ],
  },
  {
    route: '/be/admin/hall/:id/edit',
    area: 'backoffice',
    shots: () => [
      { name: 'hall-plan-editor', hash: '/be/admin/hall/1/edit', who: 'staff' },
      { name: 'hall-plan-editor', hash: `/be/admin/hall/${NONE}/edit`, who: 'staff', variant: 'missing' },
    ],
  },
  { route: '/be/*', area: 'backoffice', shots: () => [{ name: 'not-found', hash: '/be/no-such-page', who: 'staff' }] },
  {
    route: '/configurator/:eventId',
    area: 'backoffice',
    shots: () => [
      { name: 'configurator-new', hash: '/configurator/1', who: 'staff' },
      { name: 'configurator', hash: `/configurator/${NONE}`, who: 'staff', variant: 'missing' },
    ],
  },
  { route: '/configurator/:eventId/o/:offerId', area: 'backoffice', shots: ({ offer }) => [{ name: 'configurator-offer', hash: `/configurator/1/o/${offer.id}`, who: 'staff' }] },
];

/** Every screen of every route, numbered in the list's order. */
export function screens(demo: Demo): Screen[] {
  return ROUTES.flatMap(({ route, area, shots }) =>
    shots(demo)
      .filter((shot): shot is Shot => Boolean(shot))
      .map(({ name, hash, who, storage, variant = 'demo' }) => ({ route, area, name, hash, who: who ?? null, storage, variant })),
  ).map(({ area, name, variant, ...screen }, index) => ({
    id: `${String(index + 1).padStart(2, '0')}-${area}-${name}${variant === 'demo' ? '' : `-${variant}`}`,
    variant,
    ...screen,
  }));
}

/**
 * What the overflow test walks: every screen with long texts, and every demo screen that has no such twin (the
 * empty and missing variants show little text and stay the gallery's).
 */
export function overflowScreens(demo: Demo): Screen[] {
  const all = screens(demo);
  const twinOf = (screen: Screen) => `${screen.route} ${screen.id.replace(/^\d+-/, '').replace(/-long$/, '')}`;
  const long = new Set(all.filter((screen) => screen.variant === 'long').map(twinOf));
  return all.filter((screen) => screen.variant === 'long' || (screen.variant === 'demo' && !long.has(twinOf(screen))));
}
