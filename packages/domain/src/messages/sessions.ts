/** Messages of a staff member's own sessions (issue 32). */
export const sessionMessages = {
  sessionNotFound: {
    de: 'Diese Sitzung gibt es nicht (mehr): Sie ist abgelaufen oder wurde beendet.',
    en: 'This session does not exist (any more): it has expired or was ended.',
  },
  sessionIsCurrent: {
    de: 'Das ist die Sitzung, in der Sie gerade arbeiten. Sie beenden sie mit „Abmelden“.',
    en: 'This is the session you are working in. You end it with “Log out”.',
  },
} as const;
