// Every screen of the app (apps/web/src/router.tsx), in the order the gallery shows them: public pages, the
// public configurator step by step, the exhibitor portal, the back office.
import type { Demo, Who } from './demo.ts';

export interface Screen {
  /** `<nn>-<area>-<name>`: the file name without `.png`, sorting by area and screen. */
  id: string;
  /** The address after `#`. */
  hash: string;
  who: Who | null;
  /** localStorage entries besides the login and the language (the configurator's draft). */
  storage?: Record<string, string>;
}

type Area = 'public' | 'configurator' | 'portal' | 'backoffice';
type Entry = [name: string, hash: string, who?: Who, storage?: Record<string, string>];

/** The configurator's draft (localStorage `offerconfig`) of the demo offer, open at one step (see model/draft.ts). */
const atStep = (offer: Demo['offer'], step: string) => ({ offerconfig: JSON.stringify({ ...offer.configuration, uuid: offer.uuid, step }) });

export function screens(demo: Demo): Screen[] {
  const { offer } = demo;
  const registration = demo.demo.registrations[0]!.id;
  const openEvent = demo.demo.events.find((event) => !event.isRegistered && event.isRegistrationOpen);
  const offerPage = `/e/offer/1/${offer.uuid}`;
  const areas: [Area, Entry[]][] = [
    [
      'public',
      [
        ['login', '/s/login'],
        ['password-reset', '/s/reset-password'],
        ['new-password-link', '/s/reset-password/abcdefghijklmnopqrstuvwxyz'],
        ['confirm-email', '/s/confirm-email/abcdefghijklmnopqrstuvwxyz'],
        ['staff-login', '/be/login'],
        ['registration-confirm-invalid', '/e/confirm/1/no-such-token'],
        ['not-found', '/no/such/page'],
      ],
    ],
    [
      'configurator',
      [
        ['1-stand-kitchen-fair', '/e/offer/1'],
        ['1-stand-fireplace-fair', '/e/offer/2'],
        // The demo offer (corner stand, a medium) with its draft at each later step; its link opens the summary.
        ...['brands', 'media', 'orderbook'].map((step, index): Entry => [`${index + 2}-${step}`, offerPage, undefined, atStep(offer, step)]),
        ['5-preview-offer-link', offerPage],
        ['6-company', offerPage, undefined, atStep(offer, 'company')],
        // The order step needs a login: an exhibitor not yet registered at the kitchen fair, before ordering.
        ['7-order', offerPage, 'other', atStep(offer, 'order')],
        ['new-exhibitor', '/e/register/1'],
      ],
    ],
    [
      'portal',
      [
        ['dashboard', '/', 'demo'],
        ['profile', '/me', 'demo'],
        ['contact-edit', `/contact/edit/${demo.demo.contacts[0]!.id}`, 'demo'],
        ['contact-new', '/contact/edit/0', 'demo'],
        ['brand-edit', `/brand/edit/${demo.demo.brands[0]!.id}`, 'demo'],
        ['brand-new', '/brand/edit/0', 'demo'],
        ['address-edit', `/address/edit/${demo.demo.addresses[0]!.id}`, 'demo'],
        ['address-new', '/address/edit/0', 'demo'],
        ['company-edit', `/company/edit/${demo.demo.company.id}`, 'demo'],
        ...(openEvent ? [['register', `/register/${openEvent.id}`, 'demo'] satisfies Entry] : []),
        ['registration', `/registration/show/${registration}`, 'demo'],
        ['booklet', `/registration/orderbook/${registration}`, 'demo'],
        ['info-confirmation', `/registration/info-confirmation/${registration}`, 'demo'],
        ['info', `/registration/info/${registration}`, 'demo'],
        ['confirmation', `/registration/confirmation/${registration}`, 'demo'],
        ['documents', `/registration/docs/${registration}`, 'demo'],
        ['media', '/media', 'demo'],
        ['media-registration', `/media/${registration}`, 'demo'],
        ['fireplace-registration', `/registration/show/${demo.fireplaceRegistrationId}`, 'other'],
        ['fireplace', `/registration/fireplace/${demo.fireplaceRegistrationId}`, 'other'],
      ],
    ],
    [
      'backoffice',
      [
        ['events', '/be', 'staff'],
        ['event-kitchen-fair', '/be/event/1', 'staff'],
        ['event-fireplace-fair', '/be/event/2', 'staff'],
        ['offer', `/be/offer/${offer.id}`, 'staff'],
        ['outbox', '/be/outbox', 'staff'],
        ['configurator-new', '/configurator/1', 'staff'],
        ['configurator-offer', `/configurator/1/o/${offer.id}`, 'staff'],
      ],
    ],
  ];
  return areas
    .flatMap(([area, entries]) => entries.map(([name, hash, who, storage]) => ({ area, name, hash, who: who ?? null, storage })))
    .map(({ area, name, ...screen }, index) => ({ id: `${String(index + 1).padStart(2, '0')}-${area}-${name}`, ...screen }));
}
