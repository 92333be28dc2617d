/**
 * Messages of the organiser's hall plans and stand sales (issue 31) that only the server tells (messages/server.ts):
 * kept out of the shared messages, which every page loads first.
 */
export const hallPlanAdminMessages = {
  hallPlanNotFound: { de: 'Diese Halle gibt es nicht (mehr).', en: 'This hall does not exist (any more).' },
  hallPlanVersionNotFound: { de: 'Diese Fassung des Hallenplans gibt es nicht.', en: 'This version of the hall plan does not exist.' },
  hallPlanNameTaken: { de: 'Eine Halle mit diesem Namen gibt es schon.', en: 'A hall with this name exists already.' },
  hallPlanFileMissing: { de: 'Bitte eine SVG- oder DXF-Datei wählen.', en: 'Please choose an SVG or DXF file.' },
  hallPlanHasProblems: {
    de: 'Der Plan hat Fehler und wurde nicht gespeichert: bitte die Liste der Probleme abarbeiten.',
    en: 'The plan has errors and was not saved: please work through the list of problems.',
  },
  hallPlanBookedStandChanged: {
    de: 'Diese Fassung entfernt oder verkleinert gebuchte Stände: {stands}. Bitte die Anmeldungen zuerst auf einen anderen Stand setzen.',
    en: 'This version removes or shrinks booked stands: {stands}. Please move their registrations to another stand first.',
  },
  hallPlanChangedMeanwhile: {
    de: 'Inzwischen wurde eine neuere Fassung gespeichert (Fassung {version}). Bitte neu laden und die Änderung dort wiederholen.',
    en: 'A newer version was saved meanwhile (version {version}). Please reload and make the change there again.',
  },
  hallVersionUnknown: { de: 'Diese Halle oder Fassung gibt es nicht: {halls}.', en: 'This hall or version does not exist: {halls}.' },
  standNotOnPlan: { de: 'Diesen Stand gibt es auf dem Hallenplan der Veranstaltung nicht.', en: 'This stand is not on the event’s hall plan.' },
  standNotAvailable: {
    de: 'Stand {stand} ist nicht mehr frei: bitte einen anderen Stand wählen.',
    en: 'Stand {stand} is no longer available: please choose another stand.',
  },
  standSelfSelectionClosed: {
    de: 'Bei dieser Veranstaltung vergibt der Veranstalter die Stände: bitte die Standwünsche bei der Anmeldung angeben.',
    en: 'At this event the organiser allocates the stands: please state your stand wishes when you register.',
  },
  standNotForSale: {
    de: 'Stand {stand} ist nicht zu buchen: kein Standtyp der Veranstaltung passt zu seiner Lage und Größe. Bitte einen anderen Stand wählen.',
    en: 'Stand {stand} cannot be booked: none of the event’s stand types fits its position and size. Please choose another stand.',
  },
  standHoldExpired: {
    de: 'Die Reservierung von Stand {stand} ist abgelaufen. Bitte den Stand auf dem Hallenplan erneut wählen.',
    en: 'The hold on stand {stand} has run out. Please choose the stand on the hall plan again.',
  },
  optionLimitReached: {
    de: 'Diese Firma hat schon {max} Optionen auf Stände dieser Veranstaltung: bitte zuerst eine davon aufheben.',
    en: 'This company already holds {max} options on stands of this event: please release one of them first.',
  },
  proposalNotOpen: {
    de: 'Zu diesem Standvorschlag ist keine Antwort mehr möglich: er wurde beantwortet, zurückgezogen oder die Frist ist abgelaufen.',
    en: 'This stand proposal can no longer be answered: it was answered or withdrawn, or its deadline has passed.',
  },
} as const;

/** The hall plans' messages that forms check in the browser too (shared messages). */
export const hallPlanFormMessages = {
  hallChosenTwice: { de: 'Jede Halle kann nur einmal gewählt werden.', en: 'Each hall can be chosen once only.' },
  objectionRequired: { de: 'Bitte kurz begründen, warum der Stand nicht passt.', en: 'Please say briefly why the stand does not suit you.' },
} as const;
