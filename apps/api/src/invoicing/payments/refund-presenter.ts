import { centsToAmount, type Refund } from '@messeportal/domain';
import type { RefundRow } from './refund-repo.ts';

/** A refund as the API answers it: euros, the day and time made as an instant. */
export const presentRefund = (row: RefundRow): Refund => ({
  id: row.id,
  documentId: row.documentId,
  number: row.number,
  company: row.company,
  method: row.method,
  amount: centsToAmount(row.amountCents),
  createdAt: new Date(row.createdAt).toISOString(),
  setOffNumber: row.setOffNumber,
  accountHolder: row.accountHolder,
  iban: row.iban,
  batchId: row.batchId,
});
