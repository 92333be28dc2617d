/** Messages of getting paid (issue 30): bank statements and their matching, SEPA mandates and direct debits. */
export const bankStatementMessages = {
  statementNotReadable: {
    de: 'Diese Datei ist kein Kontoauszug, den wir lesen können. Bitte den Auszug als camt.053 (XML) oder als CSV-Export (CSV-CAMT) Ihrer Bank hochladen.',
    en: 'This file is not a bank statement we can read. Please upload the statement as camt.053 (XML) or as your bank’s CSV export (CSV-CAMT).',
  },
  statementEmpty: { de: 'Der Kontoauszug enthält keine gebuchten Umsätze.', en: 'The statement holds no booked entries.' },
  statementCurrency: {
    de: 'Der Kontoauszug enthält Umsätze in {detail}. Gebucht werden nur Zahlungen in Euro.',
    en: 'The statement holds entries in {detail}. Only payments in euros are booked.',
  },
  statementTooLarge: {
    de: 'Der Kontoauszug ist zu groß (höchstens 20 MB und 20.000 Umsätze). Bitte einen kürzeren Zeitraum exportieren.',
    en: 'The statement is too large (at most 20 MB and 20,000 entries). Please export a shorter period.',
  },
  bankEntryNotFound: { de: 'Diesen Umsatz gibt es nicht.', en: 'This entry does not exist.' },
  bankEntryNotWaiting: {
    de: 'Dieser Umsatz ist schon erledigt (gebucht oder zurückgestellt).',
    en: 'This entry has been dealt with already (booked or dismissed).',
  },
  allocationNotOpen: { de: 'Eine offene Rechnung mit der Nummer {number} gibt es nicht.', en: 'There is no open invoice numbered {number}.' },
  allocationTwice: { de: 'Jede Rechnung nur einmal angeben.', en: 'Give each invoice only once.' },
  allocationSum: {
    de: 'Die Beträge ergeben {sum}; der Umsatz beträgt {amount}. Bitte so aufteilen, dass nichts übrig bleibt.',
    en: 'The amounts add up to {sum}; the entry is {amount}. Please split it so that nothing is left over.',
  },
  allocationDebit: {
    de: 'Eine Belastung kann nicht als Zahlung gebucht werden.',
    en: 'A debit cannot be booked as a payment.',
  },
  mandateNotAccepted: {
    de: 'Bitte bestätigen Sie das Lastschriftmandat, indem Sie das Häkchen setzen.',
    en: 'Please confirm the direct debit mandate by ticking the box.',
  },
  mandateNotOffered: {
    de: 'Der Veranstalter bietet derzeit keine Zahlung per Lastschrift an.',
    en: 'The organiser does not offer payment by direct debit at the moment.',
  },
  mandateNotFound: { de: 'Es gibt kein erteiltes Lastschriftmandat.', en: 'There is no direct debit mandate in force.' },
  creditorIdMissing: {
    de: 'Für Lastschriften fehlt die Gläubiger-Identifikationsnummer: bitte in den Einstellungen unter „Bankverbindung“ eintragen.',
    en: 'Direct debits need the creditor identifier: please enter it in the settings under “Bank details”.',
  },
  nothingToCollect: {
    de: 'Keine der gewählten Rechnungen kann eingezogen werden: sie sind bezahlt, schon eingezogen oder ohne Mandat.',
    en: 'None of the invoices chosen can be collected: they are paid, collected already or without a mandate.',
  },
  dunningLevelsCount: { de: 'Bitte eine bis drei Mahnstufen festlegen.', en: 'Please set one to three dunning levels.' },
  dunningLevelNumbers: { de: 'Die Mahnstufen müssen der Reihe nach 1, 2, 3 nummeriert sein.', en: 'The dunning levels must be numbered 1, 2, 3 in order.' },
  dunningLevelKinds: {
    de: 'Die Stufen folgen der Reihe Zahlungserinnerung, 1. Mahnung, 2. Mahnung; jede Art nur einmal.',
    en: 'The levels follow the order payment reminder, first notice, second notice; each kind only once.',
  },
  dunningLevelDays: { de: 'Jede Stufe liegt 1 bis 365 ganze Tage nach dem Fälligkeitsdatum.', en: 'Each level lies 1 to 365 whole days after the due date.' },
  dunningLevelDaysOrder: {
    de: 'Jede Stufe muss später nach dem Fälligkeitsdatum kommen als die vorige.',
    en: 'Each level must come later after the due date than the one before.',
  },
  dunningLevelFee: { de: 'Die Mahngebühr liegt zwischen 0,00 € und 1.000,00 €.', en: 'The dunning fee lies between €0.00 and €1,000.00.' },
  baseRatesMissing: { de: 'Bitte mindestens einen Basiszinssatz mit seinem Datum angeben.', en: 'Please give at least one base rate with its date.' },
  baseRateDate: { de: 'Dieses Datum des Basiszinssatzes gibt es nicht.', en: 'This date of the base rate does not exist.' },
  baseRateTwice: { de: 'Für dieses Datum ist schon ein Basiszinssatz eingetragen.', en: 'A base rate is already entered for this date.' },
  baseRateRange: {
    de: 'Der Basiszinssatz liegt zwischen −10,00 % und 20,00 %, mit höchstens zwei Nachkommastellen.',
    en: 'The base rate lies between −10.00 % and 20.00 %, with at most two decimals.',
  },
} as const;
