import { sepaText } from '@messeportal/domain';
import { create } from 'xmlbuilder2';
import {
  agentOf,
  assertAmount,
  assertReference,
  creationTime,
  ibanOf,
  PainFileError,
  partyName,
  paymentInfoId,
  REMITTANCE_MAX,
  sepaAmount,
  type SepaAccountHolder,
} from './pain-008.ts';

/**
 * The SEPA credit transfer file that pays credit balances back to exhibitors (issue 30): an ISO 20022
 * pain.001.001.09 "Customer Credit Transfer Initiation" as the EPC's SCT implementation guidelines (EPC132-08)
 * fill it, all refunds of a run in one payment information block debiting the organiser's account.
 */

export interface CreditTransfer {
  /** The reference the exhibitor's bank passes on unchanged, e.g. the credit note's number: at most 35 SEPA characters. */
  endToEndId: string;
  amountCents: number;
  creditor: SepaAccountHolder;
  /** What the exhibitor reads on the statement. */
  remittance: string;
}

export interface CreditTransferBatch {
  /** Unique per file for the bank's duplicate check: at most 35 SEPA characters. */
  messageId: string;
  createdAt: Date;
  /** The day the organiser's bank is to execute the transfers ('YYYY-MM-DD'). */
  executionDate: string;
  /** The organiser, whose account is debited. */
  debtor: SepaAccountHolder;
  transfers: readonly CreditTransfer[];
}

export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

function transfer(item: CreditTransfer) {
  const what = `transfer ${item.endToEndId}`;
  assertAmount(item.amountCents, what);
  const bic = item.creditor.bic?.trim();
  return {
    PmtId: { EndToEndId: assertReference(item.endToEndId, what) },
    Amt: { InstdAmt: { '@Ccy': 'EUR', '#': sepaAmount(item.amountCents) } },
    // Within SEPA the creditor's bank follows from the IBAN; it is named only where the BIC is known.
    ...(bic ? { CdtrAgt: agentOf(item.creditor, `${what}, creditor`) } : {}),
    Cdtr: { Nm: partyName(item.creditor.name, `${what}, creditor`) },
    CdtrAcct: { Id: { IBAN: ibanOf(item.creditor, `${what}, creditor`) } },
    RmtInf: { Ustrd: sepaText(item.remittance, REMITTANCE_MAX) || item.endToEndId },
  };
}

/** The batch as a pain.001.001.09 document in UTF-8. */
export function creditTransferXml(batch: CreditTransferBatch): string {
  if (batch.transfers.length === 0) throw new PainFileError('a credit transfer file needs at least one transfer');
  assertReference(batch.messageId, 'message id');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(batch.executionDate)) throw new PainFileError(`execution date: '${batch.executionDate}' is no date`);
  const count = String(batch.transfers.length);
  const sum = sepaAmount(batch.transfers.reduce((total, item) => total + item.amountCents, 0));
  const debtorName = partyName(batch.debtor.name, 'debtor');
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele({
      Document: {
        '@xmlns': PAIN_001_NAMESPACE,
        CstmrCdtTrfInitn: {
          GrpHdr: { MsgId: batch.messageId, CreDtTm: creationTime(batch.createdAt), NbOfTxs: count, CtrlSum: sum, InitgPty: { Nm: debtorName } },
          PmtInf: {
            PmtInfId: paymentInfoId(batch.messageId, 0),
            PmtMtd: 'TRF',
            BtchBookg: 'true',
            NbOfTxs: count,
            CtrlSum: sum,
            PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
            ReqdExctnDt: { Dt: batch.executionDate },
            Dbtr: { Nm: debtorName },
            DbtrAcct: { Id: { IBAN: ibanOf(batch.debtor, 'debtor') } },
            DbtrAgt: agentOf(batch.debtor, 'debtor'),
            ChrgBr: 'SLEV',
            CdtTrfTxInf: batch.transfers.map(transfer),
          },
        },
      },
    })
    .end({ prettyPrint: true });
}
