import { formatNumber, type Lang } from '@messeportal/domain';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';

/** The exhibitor's mails of the registration desk (issue 16), in the main contact's language. */
const texts = {
  de: {
    greeting: 'Guten Tag,',
    standSubject: (event: string) => `Ihr Stand auf der ${event}`,
    standAssigned: (event: string, hall: string, standNr: string) => `für die ${event} haben wir Ihnen diesen Stand zugeteilt: ${hall}, Stand ${standNr}.`,
    standChanged: (event: string, hall: string, standNr: string, oldHall: string, oldStandNr: string) =>
      `Ihr Stand auf der ${event} hat sich geändert: Er ist jetzt ${hall}, Stand ${standNr} (bisher ${oldHall}, Stand ${oldStandNr}).`,
    standWithdrawn: (event: string, oldHall: string, oldStandNr: string) =>
      `die Zuteilung Ihres Standes ${oldHall}, Stand ${oldStandNr} auf der ${event} ist aufgehoben. Wir teilen Ihnen Ihren Stand erneut mit.`,
    portal: 'Hallen- und Standnummer sehen Sie jederzeit in Ihrem Ausstellerportal.',
    confirmedSubject: (event: string) => `Ihre Anmeldung zur ${event} ist bestätigt`,
    confirmedBody: (event: string) => `wir haben Ihre Anmeldung zur ${event} für Sie bestätigt. Eine Bestätigung per E-Mail-Link ist nicht mehr nötig.`,
    canceledSubject: (event: string) => `Stornierung Ihrer Anmeldung zur ${event}`,
    canceledBody: (event: string) => `Ihre Anmeldung zur ${event} wurde storniert. Offene Bestellungen dieser Anmeldung sind mit ihr storniert.`,
    reason: (reason: string) => `Grund: ${reason}`,
    canceledNote: 'Bei Fragen antworten Sie gern auf diese E-Mail.',
    standTypeSubject: (event: string) => `Ihre Standbuchung zur ${event} wurde geändert`,
    standTypeBody: (event: string, type: string, size: string) => `Ihre Standbuchung zur ${event} ist jetzt: ${type}, ${size} m².`,
    standTypeAttached: (number: string) => `Im Anhang finden Sie die geänderte Auftragsbestätigung ${number}.`,
    registeredSubject: (event: string) => `Ihre Anmeldung zur ${event}`,
    registeredBody: (event: string, type: string, size: string) => `wir haben Sie zur ${event} angemeldet: ${type}, ${size} m². Ihre Anmeldung ist bestätigt.`,
    registeredLogin: (email: string) =>
      `Im Ausstellerportal melden Sie sich mit ${email} an. Ein Passwort legen Sie auf der Anmeldeseite über „Passwort vergessen“ fest.`,
    restoredSubject: (event: string) => `Ihre Anmeldung zur ${event} gilt wieder`,
    restoredBody: (event: string) => `die Stornierung Ihrer Anmeldung zur ${event} ist aufgehoben: Ihre Anmeldung gilt wieder.`,
    restoredStand: (hall: string, standNr: string) => `Ihr Stand ist wie zuvor ${hall}, Stand ${standNr}.`,
    restoredNoStand: 'Ihren Stand teilen wir Ihnen gesondert mit.',
    restoredUnconfirmed: 'Ihre Anmeldung ist noch nicht bestätigt; einen Bestätigungslink erhalten Sie gesondert.',
    restoredOrders: 'Bestellungen, die mit der Anmeldung storniert wurden, bleiben storniert. Was Sie weiterhin brauchen, bestellen Sie bitte erneut in Ihrem Ausstellerportal, oder antworten Sie auf diese E-Mail.',
  },
  en: {
    greeting: 'Hello,',
    standSubject: (event: string) => `Your stand at ${event}`,
    standAssigned: (event: string, hall: string, standNr: string) => `We have assigned you this stand at ${event}: ${hall}, stand ${standNr}.`,
    standChanged: (event: string, hall: string, standNr: string, oldHall: string, oldStandNr: string) =>
      `Your stand at ${event} has changed: it is now ${hall}, stand ${standNr} (before: ${oldHall}, stand ${oldStandNr}).`,
    standWithdrawn: (event: string, oldHall: string, oldStandNr: string) =>
      `The assignment of your stand ${oldHall}, stand ${oldStandNr} at ${event} has been withdrawn. We will let you know your stand again.`,
    portal: 'You can see your hall and stand number in your exhibitor portal at any time.',
    confirmedSubject: (event: string) => `Your registration for ${event} is confirmed`,
    confirmedBody: (event: string) => `We have confirmed your registration for ${event} for you. A confirmation by e-mail link is no longer needed.`,
    canceledSubject: (event: string) => `Cancellation of your registration for ${event}`,
    canceledBody: (event: string) => `Your registration for ${event} has been cancelled. Open orders of this registration are cancelled with it.`,
    reason: (reason: string) => `Reason: ${reason}`,
    canceledNote: 'If you have any questions, simply reply to this e-mail.',
    standTypeSubject: (event: string) => `Your stand booking for ${event} has changed`,
    standTypeBody: (event: string, type: string, size: string) => `Your stand booking for ${event} is now: ${type}, ${size} m².`,
    standTypeAttached: (number: string) => `Please find the changed order confirmation ${number} attached.`,
    registeredSubject: (event: string) => `Your registration for ${event}`,
    registeredBody: (event: string, type: string, size: string) => `We have registered you for ${event}: ${type}, ${size} m². Your registration is confirmed.`,
    registeredLogin: (email: string) => `You log in to the exhibitor portal with ${email}. Set a password on the login page with “Forgot password”.`,
    restoredSubject: (event: string) => `Your registration for ${event} is valid again`,
    restoredBody: (event: string) => `The cancellation of your registration for ${event} has been withdrawn: your registration is valid again.`,
    restoredStand: (hall: string, standNr: string) => `Your stand is ${hall}, stand ${standNr}, as before.`,
    restoredNoStand: 'We will let you know your stand separately.',
    restoredUnconfirmed: 'Your registration is not confirmed yet; you will receive a confirmation link separately.',
    restoredOrders: 'Orders cancelled with the registration remain cancelled. Please order again in your exhibitor portal what you still need, or reply to this e-mail.',
  },
} as const;

interface Recipient {
  recipient: string;
  lang: Lang;
  eventName: string;
}

type Stand = { hall: string; standNr: string };

/** Hall and stand number given, moved or taken away again. */
export function standMail({ recipient, lang, eventName }: Recipient, stand: Stand, before: Stand): QueuedMail {
  const t = texts[lang];
  const paragraph = !stand.standNr
    ? t.standWithdrawn(eventName, before.hall, before.standNr)
    : before.standNr
      ? t.standChanged(eventName, stand.hall, stand.standNr, before.hall, before.standNr)
      : t.standAssigned(eventName, stand.hall, stand.standNr);
  const body = composeMail({ lang, greeting: t.greeting, paragraphs: [paragraph], note: t.portal });
  return { kind: 'stand_assigned', recipient, lang, subject: t.standSubject(eventName), ...body };
}

export function confirmedByStaffMail({ recipient, lang, eventName }: Recipient): QueuedMail {
  const t = texts[lang];
  const body = composeMail({ lang, greeting: t.greeting, paragraphs: [t.confirmedBody(eventName)] });
  return { kind: 'registration_confirmed', recipient, lang, subject: t.confirmedSubject(eventName), ...body };
}

export function canceledMail({ recipient, lang, eventName }: Recipient, reason: string): QueuedMail {
  const t = texts[lang];
  const body = composeMail({ lang, greeting: t.greeting, paragraphs: [t.canceledBody(eventName), t.reason(reason)], note: t.canceledNote });
  return { kind: 'registration_canceled', recipient, lang, subject: t.canceledSubject(eventName), ...body };
}

/** Another stand type or size, with the changed order confirmation attached. */
export function standTypeMail({ recipient, lang, eventName }: Recipient, stand: { typeName: string; size: number }, document: { id: number; number: string }): QueuedMail {
  const t = texts[lang];
  const body = composeMail({
    lang,
    greeting: t.greeting,
    paragraphs: [t.standTypeBody(eventName, stand.typeName, formatNumber(stand.size, lang))],
    note: t.standTypeAttached(document.number),
  });
  return { kind: 'stand_changed', recipient, lang, subject: t.standTypeSubject(eventName), ...body, documentId: document.id };
}

/** The cancellation withdrawn: the registration is valid again, with its former stand or none; its cancelled orders stay so. */
export function restoredMail({ recipient, lang, eventName }: Recipient, stand: Stand, confirmed: boolean): QueuedMail {
  const t = texts[lang];
  const paragraphs = [t.restoredBody(eventName), stand.standNr ? t.restoredStand(stand.hall, stand.standNr) : t.restoredNoStand, ...(confirmed ? [] : [t.restoredUnconfirmed])];
  const body = composeMail({ lang, greeting: t.greeting, paragraphs, note: t.restoredOrders });
  return { kind: 'registration_restored', recipient, lang, subject: t.restoredSubject(eventName), ...body };
}

/** Staff registered the company, confirmed; a company new to the portal is told how its contact logs in. */
export function registeredByStaffMail({ recipient, lang, eventName }: Recipient, stand: { typeName: string; size: number }, newLogin: boolean): QueuedMail {
  const t = texts[lang];
  const paragraphs = [t.registeredBody(eventName, stand.typeName, formatNumber(stand.size, lang)), ...(newLogin ? [t.registeredLogin(recipient)] : [])];
  const body = composeMail({ lang, greeting: t.greeting, paragraphs, note: t.portal });
  return { kind: 'registration_created', recipient, lang, subject: t.registeredSubject(eventName), ...body };
}
