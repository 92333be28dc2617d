import {
  compactIban,
  isValidBic,
  isValidCreditorId,
  isValidIban,
  isValidMandateReference,
  sepaText,
  type SepaScheme,
  type SequenceType,
} from '@messeportal/domain';
import { create } from 'xmlbuilder2';

/**
 * The SEPA direct debit file staff hand to the organiser's bank (issue 30): an ISO 20022 pain.008.001.08
 * "Customer Direct Debit Initiation" as the EPC's SDD Core and B2B implementation guidelines (EPC130-08,
 * EPC131-08) fill it. The caller decides what to collect and when (the domain's `collectionDate` and
 * `sequenceTypeOf`); this file only writes it, and refuses what a bank would reject as a whole file.
 */

export interface SepaAccountHolder {
  name: string;
  iban: string;
  /** Optional within SEPA ("IBAN only"); without it the agent is named NOTPROVIDED. */
  bic?: string | null;
}

export interface DirectDebitCreditor extends SepaAccountHolder {
  /** The organiser's SEPA creditor identifier, e.g. 'DE98ZZZ09999999999'. */
  creditorId: string;
}

export interface DirectDebitCollection {
  invoiceNumber: string;
  eventName: string;
  amountCents: number;
  scheme: SepaScheme;
  sequenceType: SequenceType;
  /** The due date at the debtor's bank ('YYYY-MM-DD'), a TARGET day. */
  collectionDate: string;
  mandate: { reference: string; signedOn: string };
  debtor: SepaAccountHolder;
}

export interface DirectDebitBatch {
  /** Unique per file for the bank's duplicate check: at most 35 SEPA characters. */
  messageId: string;
  createdAt: Date;
  creditor: DirectDebitCreditor;
  collections: readonly DirectDebitCollection[];
}

export const PAIN_008_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08';

/** What makes a bank reject the file: the caller's data to fix, named by invoice where there is one. */
export class PainFileError extends Error {
  override name = 'PainFileError';
}

// The parts both pain files share (pain-001.ts uses them too).

/** EPC limits: names 70 characters (AT-P001 and alike), unstructured remittance 140, references 35. */
export const NAME_MAX = 70;
export const REMITTANCE_MAX = 140;
const REFERENCE_MAX = 35;
/** SEPA's largest single amount, € 999,999,999.99. */
const AMOUNT_MAX_CENTS = 99_999_999_999;

/** Cents as the XML's decimal, digit by digit: no float ever touches an amount or a sum. */
export function sepaAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function assertAmount(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > AMOUNT_MAX_CENTS) throw new PainFileError(`${what}: amount ${cents} cents is not between 0.01 and 999999999.99 EUR`);
}

/** References follow the Rulebook's rule for all of them, the one a mandate reference follows. */
export function assertReference(value: string, what: string): string {
  if (!isValidMandateReference(value)) throw new PainFileError(`${what}: '${value}' is no SEPA reference`);
  return value;
}

export function partyName(value: string, what: string): string {
  const name = sepaText(value, NAME_MAX);
  if (name === '') throw new PainFileError(`${what}: no name left in SEPA characters`);
  return name;
}

export function ibanOf(holder: SepaAccountHolder, what: string): string {
  const iban = compactIban(holder.iban);
  if (!isValidIban(iban)) throw new PainFileError(`${what}: invalid IBAN`);
  return iban;
}

/** A bank as BIC, or NOTPROVIDED where the debtor gave none (the EPC guidelines' "IBAN only"). */
export function agentOf(holder: SepaAccountHolder, what: string) {
  const bic = holder.bic?.trim().toUpperCase() ?? '';
  if (bic === '') return { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } };
  if (!isValidBic(bic)) throw new PainFileError(`${what}: invalid BIC '${bic}'`);
  return { FinInstnId: { BICFI: bic } };
}

/** xs:dateTime in UTC, to the second. */
export const creationTime = (createdAt: Date) => createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A payment information id: the message id and the group's number, within 35 characters. */
export function paymentInfoId(messageId: string, index: number): string {
  const suffix = `-${index + 1}`;
  return `${messageId.slice(0, REFERENCE_MAX - suffix.length)}${suffix}`;
}

const isoDate = (value: string, what: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new PainFileError(`${what}: '${value}' is no date`);
  return value;
};

// The direct debit file.

const SEQUENCE_ORDER: readonly SequenceType[] = ['FRST', 'RCUR', 'OOFF'];
const SCHEME_ORDER: readonly SepaScheme[] = ['CORE', 'B2B'];

interface CollectionGroup {
  scheme: SepaScheme;
  sequenceType: SequenceType;
  collectionDate: string;
  collections: DirectDebitCollection[];
}

/**
 * One payment information block per scheme, sequence type and due date, as pain.008 carries these once per block;
 * blocks by date, then scheme, then sequence type, collections within a block as given.
 */
export function collectionGroups(collections: readonly DirectDebitCollection[]): CollectionGroup[] {
  const groups = new Map<string, CollectionGroup>();
  for (const collection of collections) {
    const { scheme, sequenceType, collectionDate } = collection;
    const key = `${collectionDate}|${SCHEME_ORDER.indexOf(scheme)}|${SEQUENCE_ORDER.indexOf(sequenceType)}`;
    const group = groups.get(key) ?? { scheme, sequenceType, collectionDate, collections: [] };
    group.collections.push(collection);
    groups.set(key, group);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, group]) => group);
}

const totalCents = (items: readonly { amountCents: number }[]) => items.reduce((sum, item) => sum + item.amountCents, 0);

function transaction(collection: DirectDebitCollection) {
  const what = `invoice ${collection.invoiceNumber}`;
  assertAmount(collection.amountCents, what);
  return {
    PmtId: { EndToEndId: assertReference(sepaText(collection.invoiceNumber, REFERENCE_MAX), what) },
    InstdAmt: { '@Ccy': 'EUR', '#': sepaAmount(collection.amountCents) },
    DrctDbtTx: {
      MndtRltdInf: { MndtId: assertReference(collection.mandate.reference, `${what}, mandate`), DtOfSgntr: isoDate(collection.mandate.signedOn, `${what}, mandate signed`) },
    },
    DbtrAgt: agentOf(collection.debtor, `${what}, debtor`),
    Dbtr: { Nm: partyName(collection.debtor.name, `${what}, debtor`) },
    DbtrAcct: { Id: { IBAN: ibanOf(collection.debtor, `${what}, debtor`) } },
    RmtInf: { Ustrd: sepaText(`${collection.invoiceNumber} ${collection.eventName}`, REMITTANCE_MAX) },
  };
}

function paymentInfo(batch: DirectDebitBatch, group: CollectionGroup, index: number) {
  const { creditor } = batch;
  return {
    PmtInfId: paymentInfoId(batch.messageId, index),
    PmtMtd: 'DD',
    BtchBookg: 'true',
    NbOfTxs: String(group.collections.length),
    CtrlSum: sepaAmount(totalCents(group.collections)),
    PmtTpInf: { SvcLvl: { Cd: 'SEPA' }, LclInstrm: { Cd: group.scheme }, SeqTp: group.sequenceType },
    ReqdColltnDt: isoDate(group.collectionDate, 'collection date'),
    Cdtr: { Nm: partyName(creditor.name, 'creditor') },
    CdtrAcct: { Id: { IBAN: ibanOf(creditor, 'creditor') } },
    CdtrAgt: agentOf(creditor, 'creditor'),
    ChrgBr: 'SLEV',
    CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: compactIban(creditor.creditorId), SchmeNm: { Prtry: 'SEPA' } } } } },
    DrctDbtTxInf: group.collections.map(transaction),
  };
}

/** The batch as a pain.008.001.08 document in UTF-8. */
export function directDebitXml(batch: DirectDebitBatch): string {
  if (batch.collections.length === 0) throw new PainFileError('a direct debit file needs at least one collection');
  if (!isValidCreditorId(batch.creditor.creditorId)) throw new PainFileError(`creditor: invalid creditor identifier '${batch.creditor.creditorId}'`);
  assertReference(batch.messageId, 'message id');
  const groups = collectionGroups(batch.collections);
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele({
      Document: {
        '@xmlns': PAIN_008_NAMESPACE,
        CstmrDrctDbtInitn: {
          GrpHdr: {
            MsgId: batch.messageId,
            CreDtTm: creationTime(batch.createdAt),
            NbOfTxs: String(batch.collections.length),
            CtrlSum: sepaAmount(totalCents(batch.collections)),
            InitgPty: { Nm: partyName(batch.creditor.name, 'initiating party') },
          },
          PmtInf: groups.map((group, index) => paymentInfo(batch, group, index)),
        },
      },
    })
    .end({ prettyPrint: true });
}
