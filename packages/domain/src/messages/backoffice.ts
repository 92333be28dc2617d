import type { Lang } from '../lang.ts';

/** Messages of the back office: staff offers, their copies, the customer lists and the outbox. */
export const backofficeMessages = {
  offerNotFound: { de: 'Dieses Angebot gibt es nicht.', en: 'This offer does not exist.' },
  companyNotFound: { de: 'Diese Firma gibt es nicht.', en: 'This company does not exist.' },
  mailNotFound: { de: 'Diese E-Mail gibt es nicht.', en: 'This e-mail does not exist.' },
  mailBeingSent: {
    de: 'Diese E-Mail wird gerade versendet. Bitte versuchen Sie es gleich noch einmal.',
    en: 'This e-mail is being sent right now. Please try again in a moment.',
  },
  offerLockedOrdered: {
    de: 'Dieses Angebot wurde bereits verbindlich bestellt und kann nicht mehr geändert werden. Legen Sie bei Bedarf eine Kopie an.',
    en: 'This offer has already been ordered and can no longer be changed. Make a copy if needed.',
  },
  offerLockedState: {
    de: 'Dieses Angebot kann im Status „{state}“ nicht mehr geändert werden. Legen Sie bei Bedarf eine Kopie an.',
    en: 'This offer can no longer be changed in the state “{state}”. Make a copy if needed.',
  },
  offerLockedCustomer: {
    de: 'Dieses Angebot wurde vom Aussteller angelegt und ist für das Backoffice nur im Status „Entwurf“ änderbar.',
    en: 'This offer was made by the exhibitor; the back office can change it only while it is a draft.',
  },
  customerOfferStaffItem: {
    de: 'Dieses Angebot hat der Aussteller angelegt: Es kann nur enthalten, was der Aussteller selbst wählen kann, keine versteckten Positionen und keine Werbemittel nur für das Backoffice.',
    en: 'This offer was made by the exhibitor: it can only hold what the exhibitor can choose, no hidden items and no advertising media for the back office only.',
  },
  registrationOtherEvent: {
    de: 'Diese Anmeldung gehört zu einer anderen Veranstaltung.',
    en: 'This registration belongs to another event.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
