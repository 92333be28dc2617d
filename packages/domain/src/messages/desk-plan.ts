/**
 * Messages of the desk's plan (issue 31) that only the server tells (messages/server.ts): a swap or a move refused,
 * a proposal of several sent at once that could not go out.
 */
export const deskPlanMessages = {
  swapNeedsBookedStands: {
    de: 'Tauschen lassen sich nur zwei gebuchte Stände: Stand {stand} ist nicht gebucht.',
    en: 'Only two booked stands can be swapped: stand {stand} is not booked.',
  },
  swapSameStand: { de: 'Bitte einen anderen gebuchten Stand zum Tauschen wählen.', en: 'Please choose another booked stand to swap with.' },
  standChangedMeanwhile: {
    de: 'Stand {stand} wurde inzwischen geändert. Bitte die Ansicht neu laden und es noch einmal versuchen.',
    en: 'Stand {stand} was changed meanwhile. Please reload the view and try again.',
  },
  proposalRegistrationTwice: {
    de: 'Dieser Anmeldung wird in derselben Auswahl schon ein Stand vorgeschlagen: je Anmeldung bitte nur einen Stand.',
    en: 'This registration is already proposed a stand in the same selection: please propose one stand per registration.',
  },
  standChangeNoticeNotFound: { de: 'Diesen Hinweis gibt es nicht (mehr).', en: 'This notice does not exist (any more).' },
} as const;
