/** Messages of the two-factor login for staff (issue 32). */
export const twoFactorMessages = {
  twoFactorCodeInvalid: {
    de: 'Der Code stimmt nicht oder wurde schon verwendet. Geben Sie den aktuellen Code aus Ihrer Authenticator-App oder einen unbenutzten Wiederherstellungscode ein.',
    en: 'The code is wrong or has been used already. Enter the current code of your authenticator app or an unused recovery code.',
  },
  secondStepExpired: {
    de: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.',
    en: 'The login has expired. Please log in again with your e-mail address and password.',
  },
  twoFactorNotPending: {
    de: 'Richten Sie zuerst eine Authenticator-App ein: Der Code bestätigt den Schlüssel, den Sie dabei erhalten.',
    en: 'Set up an authenticator app first: the code confirms the key you get there.',
  },
  twoFactorAlreadyOn: {
    de: 'Die Anmeldung in zwei Schritten ist schon eingeschaltet.',
    en: 'Two-step login is already on.',
  },
  twoFactorOff: {
    de: 'Die Anmeldung in zwei Schritten ist nicht eingeschaltet.',
    en: 'Two-step login is not on.',
  },
  twoFactorRequiredBySettings: {
    de: 'Der Veranstalter verlangt für Ihr Konto die Anmeldung in zwei Schritten: Sie lässt sich nicht ausschalten.',
    en: 'The organiser requires two-step login for your account: it cannot be switched off.',
  },
} as const;
