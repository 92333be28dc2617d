/** Messages of the open items and the statement of account (issue 30). */
export const openItemMessages = {
  openItemsNoneToExport: {
    de: 'Keine offenen Posten entsprechen diesen Filtern. Bitte Filter ändern, um eine Liste zu exportieren.',
    en: 'No open items match these filters. Please change the filters to export a list.',
  },
} as const;
