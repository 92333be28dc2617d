/** Messages of refunds (issue 30): paying a credit balance back by transfer or setting it off. */
export const refundMessages = {
  refundNoCreditBalance: { de: 'Für diese Rechnung ist kein Guthaben zu erstatten.', en: 'This invoice has no credit balance to refund.' },
  refundAboveCreditBalance: {
    de: 'Erstattet werden kann höchstens das Guthaben von {balance}.',
    en: 'At most the credit balance of {balance} can be refunded.',
  },
  refundNotEuro: { de: 'Per Überweisung werden nur Guthaben in Euro erstattet.', en: 'Only credit balances in euros are refunded by transfer.' },
  setOffSameInvoice: { de: 'Ein Guthaben kann nicht mit seiner eigenen Rechnung verrechnet werden.', en: 'A credit balance cannot be set off against its own invoice.' },
  setOffOtherCompany: {
    de: 'Verrechnet werden kann nur mit einer Rechnung desselben Ausstellers.',
    en: 'A credit balance can only be set off against an invoice of the same exhibitor.',
  },
  setOffNotOpen: { de: 'Die Rechnung {number} ist nicht offen.', en: 'Invoice {number} is not open.' },
  setOffAboveOpen: {
    de: 'Von der Rechnung {number} sind nur {open} offen.',
    en: 'Only {open} of invoice {number} is open.',
  },
  setOffCurrency: { de: 'Beide Rechnungen müssen in derselben Währung sein.', en: 'Both invoices must be in the same currency.' },
  refundNotFound: { de: 'Diese Erstattung gibt es nicht.', en: 'This refund does not exist.' },
  refundNotTransfer: {
    de: 'Die Erstattung zu {number} ist eine Verrechnung, keine Überweisung.',
    en: 'The refund of {number} is a set-off, not a transfer.',
  },
  refundInFile: {
    de: 'Die Erstattung zu {number} steht schon in einer Überweisungsdatei.',
    en: 'The refund of {number} is in a transfer file already.',
  },
  refundBankDataMissing: {
    de: 'Für Überweisungen fehlt in den Einstellungen unter „Bankverbindung“: {settings}.',
    en: 'Transfers need, in the settings under “Bank details”: {settings}.',
  },
  refundSettingCompanyName: { de: 'Firmenname', en: 'Company name' },
  refundRemittance: { de: 'Erstattung Guthaben {number}', en: 'Refund of credit balance {number}' },
} as const;
