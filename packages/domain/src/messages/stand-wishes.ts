/** Messages of the exhibitor's stand wishes (issue 31) that only the server tells (messages/server.ts). */
export const standWishMessages = {
  standWishesClosed: {
    de: 'Für diese Veranstaltung werden keine Standwünsche angenommen: die Stände werden auf dem Hallenplan selbst gewählt oder es gibt keinen Hallenplan.',
    en: 'This event takes no stand wishes: stands are chosen on the hall plan directly, or there is no hall plan.',
  },
  standWishesPlaced: {
    de: 'Diese Anmeldung hat schon einen Stand. Wünsche zu einem anderen Stand bitte direkt mit dem Veranstalter klären.',
    en: 'This registration has a stand already. Please discuss wishes for another stand with the organiser directly.',
  },
  hallNotInEvent: { de: 'Diese Halle gehört nicht zum Hallenplan der Veranstaltung.', en: 'This hall is not part of the event’s hall plan.' },
} as const;

/** The wishes' messages that the portal's form checks in the browser too (shared messages). */
export const standWishFormMessages = {
  standWishedTwice: { de: 'Jeder Stand kann nur einmal gewünscht werden.', en: 'Each stand can be wished for once only.' },
  tooManyWishedStands: { de: 'Bitte höchstens drei Wunschstände nennen.', en: 'Please name at most three wished stands.' },
} as const;
