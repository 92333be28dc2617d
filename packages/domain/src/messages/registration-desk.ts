import type { Lang } from '../lang.ts';

/** Messages of the registration desk (issue 16): staff acting on registrations and orders, requests, exports. */
export const registrationDeskMessages = {
  standTaken: {
    de: 'Der Stand {standNr} in {hall} ist schon an {company} vergeben.',
    en: 'Stand {standNr} in {hall} is already assigned to {company}.',
  },
  registrationCanceled: {
    de: 'Diese Anmeldung ist storniert und kann nicht mehr geändert werden.',
    en: 'This registration is cancelled and can no longer be changed.',
  },
  registrationAlreadyConfirmed: { de: 'Diese Anmeldung ist bereits bestätigt.', en: 'This registration is already confirmed.' },
  participationRequired: {
    de: 'Die Firma nimmt vor Ort, virtuell oder beides teil: Wählen Sie mindestens eines.',
    en: 'The company takes part on site, virtually or both: choose at least one.',
  },
  companyOrNewCompany: { de: 'Wählen Sie eine Firma oder legen Sie eine neue an.', en: 'Choose a company or enter a new one.' },
  companyEmailKnown: {
    de: 'Eine Firma mit dieser E-Mail-Adresse gibt es schon: Wählen Sie sie als bestehende Firma.',
    en: 'A company with this e-mail address exists already: choose it as an existing company.',
  },
  companyAlreadyRegistered: {
    de: '{company} ist zu dieser Veranstaltung bereits angemeldet (Anmeldung {registrationId}).',
    en: '{company} is already registered for this event (registration {registrationId}).',
  },
  registrationNotCanceled: { de: 'Diese Anmeldung ist nicht storniert.', en: 'This registration is not cancelled.' },
  standTakenSinceCancel: {
    de: 'Der frühere Stand {standNr} in {hall} ist inzwischen an {company} vergeben (Anmeldung {registrationId}). Stellen Sie die Anmeldung ohne Stand wieder her und teilen Sie einen anderen zu.',
    en: 'The former stand {standNr} in {hall} has since been assigned to {company} (registration {registrationId}). Restore the registration without a stand and assign another one.',
  },
  standConfigNotInEvent: {
    de: 'Diesen Standtyp gibt es bei dieser Veranstaltung nicht.',
    en: 'This stand type does not exist for this event.',
  },
  orderTransitionNotAllowed: {
    de: 'Eine Bestellung im Status „{from}“ kann nicht in den Status „{to}“ wechseln.',
    en: 'An order in state “{from}” cannot move to state “{to}”.',
  },
  noMainContact: {
    de: 'Diese Firma hat keinen Hauptansprechpartner, an den die E-Mail gehen kann.',
    en: 'This company has no main contact to send the e-mail to.',
  },
  requestNotFound: { de: 'Diese Anfrage gibt es nicht.', en: 'This request does not exist.' },
  requestAlreadyDone: { de: 'Diese Anfrage ist bereits erledigt.', en: 'This request has already been dealt with.' },
  contactNotFound: { de: 'Diesen Ansprechpartner gibt es nicht.', en: 'This contact does not exist.' },
  exportEmpty: {
    de: 'Für diese Veranstaltung gibt es noch keine Anmeldungen: Die Liste wäre leer.',
    en: 'This event has no registrations yet: the list would be empty.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
