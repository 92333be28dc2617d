/** Messages of the hall plan's exports at the desk (issue 31): the stand list and the drawings of a hall. */
export const hallPlanExportMessages = {
  eventHallNotFound: {
    de: 'Diese Halle gehört nicht zu den Hallen, die die Veranstaltung verkauft.',
    en: 'This hall is not one of the halls the event sells.',
  },
  standListNoHalls: {
    de: 'Diese Veranstaltung verkauft noch keine Hallen: Die Standliste wäre leer. Bitte zuerst die Hallen der Veranstaltung wählen.',
    en: 'This event sells no halls yet: the stand list would be empty. Please choose the event’s halls first.',
  },
} as const;
