/** Messages of the calendars (issue 32): an exhibitor's calendar address and a fair's date to add to a calendar. */
export const calendarMessages = {
  calendarNotFound: {
    de: 'Diese Kalenderadresse gibt es nicht (mehr). Die aktuelle finden Sie in Ihrem Ausstellerbereich.',
    en: 'This calendar address does not exist (any more). You find the current one in your exhibitor area.',
  },
  eventDateNotFound: {
    de: 'Diesen Termin hat die Veranstaltung nicht.',
    en: 'The event has no such date.',
  },
} as const;
