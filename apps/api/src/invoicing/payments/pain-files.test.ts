import { isSepaText } from '@messeportal/domain';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { creditTransferXml, type CreditTransferBatch } from './pain-001.ts';
import { schemaErrors } from '../../../test/bank-statements.ts';
import { directDebitXml, PainFileError, sepaAmount, type DirectDebitBatch, type DirectDebitCollection } from './pain-008.ts';

// Values stay text, as the bank reads them: an amount must not pass through a float here either.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  isArray: (name) => ['PmtInf', 'DrctDbtTxInf', 'CdtTrfTxInf'].includes(name),
});

interface Agent {
  FinInstnId: { BICFI?: string; Othr?: { Id: string } };
}
interface ReadDebit {
  PmtId: { EndToEndId: string };
  InstdAmt: { '#text': string; '@Ccy': string };
  DrctDbtTx: { MndtRltdInf: { MndtId: string; DtOfSgntr: string } };
  DbtrAgt: Agent;
  Dbtr: { Nm: string };
  DbtrAcct: { Id: { IBAN: string } };
  RmtInf: { Ustrd: string };
}
interface ReadDirectDebit {
  Document: {
    '@xmlns': string;
    CstmrDrctDbtInitn: {
      GrpHdr: { MsgId: string; CreDtTm: string; NbOfTxs: string; CtrlSum: string; InitgPty: { Nm: string } };
      PmtInf: {
        PmtInfId: string;
        PmtMtd: string;
        BtchBookg: string;
        NbOfTxs: string;
        CtrlSum: string;
        PmtTpInf: { SvcLvl: { Cd: string }; LclInstrm: { Cd: string }; SeqTp: string };
        ReqdColltnDt: string;
        Cdtr: { Nm: string };
        CdtrAcct: { Id: { IBAN: string } };
        CdtrAgt: Agent;
        ChrgBr: string;
        CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: string; SchmeNm: { Prtry: string } } } } };
        DrctDbtTxInf: ReadDebit[];
      }[];
    };
  };
}
interface ReadCreditTransfer {
  Document: {
    '@xmlns': string;
    CstmrCdtTrfInitn: {
      GrpHdr: { MsgId: string; CreDtTm: string; NbOfTxs: string; CtrlSum: string; InitgPty: { Nm: string } };
      PmtInf: {
        PmtInfId: string;
        PmtMtd: string;
        NbOfTxs: string;
        CtrlSum: string;
        PmtTpInf: { SvcLvl: { Cd: string } };
        ReqdExctnDt: { Dt: string };
        Dbtr: { Nm: string };
        DbtrAcct: { Id: { IBAN: string } };
        DbtrAgt: Agent;
        ChrgBr: string;
        CdtTrfTxInf: {
          PmtId: { EndToEndId: string };
          Amt: { InstdAmt: { '#text': string; '@Ccy': string } };
          CdtrAgt?: Agent;
          Cdtr: { Nm: string };
          CdtrAcct: { Id: { IBAN: string } };
          RmtInf: { Ustrd: string };
        }[];
      }[];
    };
  };
}

function readDirectDebit(batch: DirectDebitBatch) {
  const xml = directDebitXml(batch);
  expect(schemaErrors(xml, 'pain.008.001.08')).toBe('');
  return { xml, document: (parser.parse(xml) as ReadDirectDebit).Document };
}

function readCreditTransfer(batch: CreditTransferBatch) {
  const xml = creditTransferXml(batch);
  expect(schemaErrors(xml, 'pain.001.001.09')).toBe('');
  return { xml, document: (parser.parse(xml) as ReadCreditTransfer).Document };
}

const ORGANISER = { name: 'Messe Nürnberg GmbH & Co. KG', iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001' };
const EVENT = 'Fachmesse „Bäckerei & Konditorei“ 2026 – Halle 7';

const collection = (fields: Partial<DirectDebitCollection> & Pick<DirectDebitCollection, 'invoiceNumber' | 'amountCents'>): DirectDebitCollection => ({
  eventName: EVENT,
  scheme: 'CORE',
  sequenceType: 'RCUR',
  collectionDate: '2026-12-01',
  mandate: { reference: 'MP-000123-01', signedOn: '2026-10-15' },
  debtor: { name: 'Bäckerei Süß', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  ...fields,
});

const directDebitBatch = (collections: DirectDebitCollection[]): DirectDebitBatch => ({
  messageId: 'MP-DD-20261127-0001',
  createdAt: new Date('2026-11-27T09:30:00.123Z'),
  creditor: { ...ORGANISER, creditorId: 'DE98ZZZ09999999999' },
  collections,
});

describe('the pain.008.001.08 direct debit file', () => {
  const batch = directDebitBatch([
    collection({ invoiceNumber: 'RE-2026-0001', amountCents: 10, sequenceType: 'FRST', debtor: { name: 'Bäckerei Süß & Söhne', iban: 'DE89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' } }),
    collection({ invoiceNumber: 'RE-2026-0005', amountCents: 1, collectionDate: '2026-12-15', mandate: { reference: 'MP-000777-02', signedOn: '2025-01-31' } }),
    collection({ invoiceNumber: 'RE-2026-0002', amountCents: 20, sequenceType: 'FRST', mandate: { reference: 'MP-000456-01', signedOn: '2026-11-02' }, debtor: { name: 'Łukasz Żółć Café — 北京 Trading', iban: 'AT611904300234573201' } }),
    collection({ invoiceNumber: 'RE-2026-0004', amountCents: 1_999_995, scheme: 'B2B', collectionDate: '2026-12-15', mandate: { reference: 'MP-000999-01', signedOn: '2024-06-30' } }),
    collection({ invoiceNumber: 'RE-2026-0003', amountCents: 123_456 }),
  ]);

  it('is valid against the official schema and sums the whole file in its group header', () => {
    const { document } = readDirectDebit(batch);
    expect(document['@xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    expect(document.CstmrDrctDbtInitn.GrpHdr).toEqual({
      MsgId: 'MP-DD-20261127-0001',
      CreDtTm: '2026-11-27T09:30:00Z',
      NbOfTxs: '5',
      CtrlSum: '21234.82',
      InitgPty: { Nm: 'Messe Nuernberg GmbH + Co. KG' },
    });
  });

  it('has one block per scheme, sequence type and date, by date, each with its own count and sum', () => {
    const blocks = readDirectDebit(batch).document.CstmrDrctDbtInitn.PmtInf;
    expect(blocks.map((block) => [block.ReqdColltnDt, block.PmtTpInf.LclInstrm.Cd, block.PmtTpInf.SeqTp, block.NbOfTxs, block.CtrlSum])).toEqual([
      ['2026-12-01', 'CORE', 'FRST', '2', '0.30'],
      ['2026-12-01', 'CORE', 'RCUR', '1', '1234.56'],
      ['2026-12-15', 'CORE', 'RCUR', '1', '0.01'],
      ['2026-12-15', 'B2B', 'RCUR', '1', '19999.95'],
    ]);
    expect(blocks.map((block) => block.DrctDbtTxInf.map((debit) => debit.PmtId.EndToEndId))).toEqual([['RE-2026-0001', 'RE-2026-0002'], ['RE-2026-0003'], ['RE-2026-0005'], ['RE-2026-0004']]);
    expect(blocks.map((block) => block.PmtInfId)).toEqual(['MP-DD-20261127-0001-1', 'MP-DD-20261127-0001-2', 'MP-DD-20261127-0001-3', 'MP-DD-20261127-0001-4']);
  });

  it("names the organiser as creditor in every block, with its account, bank and creditor identifier", () => {
    for (const block of readDirectDebit(batch).document.CstmrDrctDbtInitn.PmtInf) {
      expect(block).toMatchObject({
        PmtMtd: 'DD',
        BtchBookg: 'true',
        PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
        Cdtr: { Nm: 'Messe Nuernberg GmbH + Co. KG' },
        CdtrAcct: { Id: { IBAN: 'DE02120300000000202051' } },
        CdtrAgt: { FinInstnId: { BICFI: 'BYLADEM1001' } },
        ChrgBr: 'SLEV',
        CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: 'DE98ZZZ09999999999', SchmeNm: { Prtry: 'SEPA' } } } } },
      });
    }
  });

  it('carries each collection with its amount, mandate, bank, debtor and account, names transliterated', () => {
    const [first, second] = readDirectDebit(batch).document.CstmrDrctDbtInitn.PmtInf[0]!.DrctDbtTxInf;
    expect(first).toEqual({
      PmtId: { EndToEndId: 'RE-2026-0001' },
      InstdAmt: { '#text': '0.10', '@Ccy': 'EUR' },
      DrctDbtTx: { MndtRltdInf: { MndtId: 'MP-000123-01', DtOfSgntr: '2026-10-15' } },
      DbtrAgt: { FinInstnId: { BICFI: 'COBADEFFXXX' } },
      Dbtr: { Nm: 'Baeckerei Suess + Soehne' },
      DbtrAcct: { Id: { IBAN: 'DE89370400440532013000' } },
      RmtInf: { Ustrd: 'RE-2026-0001 Fachmesse Baeckerei + Konditorei 2026 Halle 7' },
    });
    expect(second).toEqual({
      PmtId: { EndToEndId: 'RE-2026-0002' },
      InstdAmt: { '#text': '0.20', '@Ccy': 'EUR' },
      DrctDbtTx: { MndtRltdInf: { MndtId: 'MP-000456-01', DtOfSgntr: '2026-11-02' } },
      DbtrAgt: { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } },
      Dbtr: { Nm: 'Lukasz Zolc Cafe Trading' },
      DbtrAcct: { Id: { IBAN: 'AT611904300234573201' } },
      RmtInf: { Ustrd: 'RE-2026-0002 Fachmesse Baeckerei + Konditorei 2026 Halle 7' },
    });
  });

  it('sums in cents: ten times 0.10 is 1.00 and 0.10 + 0.20 is 0.30, where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const tens = Array.from({ length: 10 }, (_, i) => collection({ invoiceNumber: `RE-2026-${String(i + 10).padStart(4, '0')}`, amountCents: 10 }));
    const { document } = readDirectDebit(directDebitBatch(tens));
    expect(document.CstmrDrctDbtInitn.GrpHdr.CtrlSum).toBe('1.00');
    expect(document.CstmrDrctDbtInitn.PmtInf[0]!.CtrlSum).toBe('1.00');
    expect(sepaAmount(1)).toBe('0.01');
    expect(sepaAmount(99_999_999_999)).toBe('999999999.99');
    expect(sepaAmount(100_000)).toBe('1000.00');
  });

  it('writes text outside the SEPA set clean, names cut at 70 and remittance at 140 characters', () => {
    const longName = `${'Ä'.repeat(30)} Großhandel für Öfen & Kühlung – Straße 5 <Nord>`;
    const longEvent = `Internationale Fachmesse für Süßwaren ${'ü'.repeat(120)}`;
    const { xml, document } = readDirectDebit(directDebitBatch([collection({ invoiceNumber: 'RE-2026-0099', amountCents: 4_711, eventName: longEvent, debtor: { name: longName, iban: 'DE89370400440532013000' } })]));
    const debit = document.CstmrDrctDbtInitn.PmtInf[0]!.DrctDbtTxInf[0]!;
    expect(debit.Dbtr.Nm).toHaveLength(70);
    expect(debit.Dbtr.Nm.startsWith('AeAeAe')).toBe(true);
    expect(debit.RmtInf.Ustrd).toBe(`RE-2026-0099 Internationale Fachmesse fuer Suesswaren ${'ue'.repeat(43)}`);
    expect(debit.RmtInf.Ustrd).toHaveLength(140);
    const texts = [...xml.matchAll(/<(?:Nm|Ustrd|EndToEndId|MndtId)>([^<]*)</g)].map((match) => match[1]!);
    expect(texts.every(isSepaText)).toBe(true);
  });

  it('is checked by a schema that does catch a broken file', () => {
    const xml = directDebitXml(batch);
    expect(schemaErrors(xml.replace('<SeqTp>FRST</SeqTp>', '<SeqTp>FIRST</SeqTp>'), 'pain.008.001.08')).toMatch(/SeqTp/);
    expect(schemaErrors(xml.replace(/<PmtMtd>DD<\/PmtMtd>/g, ''), 'pain.008.001.08')).toMatch(/PmtMtd/);
  });

  it('refuses what a bank would reject, naming the invoice', () => {
    const refuse = (fields: Partial<DirectDebitCollection>) => () => directDebitXml(directDebitBatch([collection({ invoiceNumber: 'RE-2026-0007', amountCents: 100, ...fields })]));
    expect(refuse({ amountCents: 0 })).toThrow(/RE-2026-0007.*amount/);
    expect(refuse({ amountCents: 10.5 })).toThrow(PainFileError);
    expect(refuse({ debtor: { name: 'X', iban: 'DE88370400440532013000' } })).toThrow(/RE-2026-0007.*IBAN/);
    expect(refuse({ debtor: { name: 'X', iban: 'DE89370400440532013000', bic: 'NOBIC' } })).toThrow(/BIC/);
    expect(refuse({ debtor: { name: '北京', iban: 'DE89370400440532013000' } })).toThrow(/name/);
    expect(refuse({ mandate: { reference: 'MP//1', signedOn: '2026-01-01' } })).toThrow(/mandate/);
    expect(refuse({ mandate: { reference: 'MP-1', signedOn: '01.01.2026' } })).toThrow(/signed/);
    expect(() => directDebitXml(directDebitBatch([]))).toThrow(PainFileError);
    expect(() => directDebitXml({ ...directDebitBatch([collection({ invoiceNumber: 'R1', amountCents: 1 })]), creditor: { ...ORGANISER, creditorId: 'DE97ZZZ09999999999' } })).toThrow(/creditor identifier/);
  });
});

describe('the pain.001.001.09 credit transfer file', () => {
  const batch: CreditTransferBatch = {
    messageId: 'MP-CT-20261127-0001',
    createdAt: new Date('2026-11-27T10:00:00Z'),
    executionDate: '2026-11-30',
    debtor: ORGANISER,
    transfers: [
      { endToEndId: 'GS-2026-0001', amountCents: 10, creditor: { name: 'Öko-Stand Müller', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }, remittance: 'Erstattung Gutschrift GS-2026-0001 – Fachmesse „Süß“' },
      { endToEndId: 'GS-2026-0002', amountCents: 20, creditor: { name: 'Ærø Smørrebrød ApS', iban: 'AT611904300234573201' }, remittance: 'Erstattung GS-2026-0002' },
    ],
  };

  it('is valid against the official schema and carries each refund field by field', () => {
    const { document } = readCreditTransfer(batch);
    expect(document['@xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    const { GrpHdr, PmtInf } = document.CstmrCdtTrfInitn;
    expect(GrpHdr).toEqual({ MsgId: 'MP-CT-20261127-0001', CreDtTm: '2026-11-27T10:00:00Z', NbOfTxs: '2', CtrlSum: '0.30', InitgPty: { Nm: 'Messe Nuernberg GmbH + Co. KG' } });
    expect(PmtInf).toHaveLength(1);
    expect(PmtInf[0]).toMatchObject({
      PmtInfId: 'MP-CT-20261127-0001-1',
      PmtMtd: 'TRF',
      NbOfTxs: '2',
      CtrlSum: '0.30',
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
      ReqdExctnDt: { Dt: '2026-11-30' },
      Dbtr: { Nm: 'Messe Nuernberg GmbH + Co. KG' },
      DbtrAcct: { Id: { IBAN: 'DE02120300000000202051' } },
      DbtrAgt: { FinInstnId: { BICFI: 'BYLADEM1001' } },
      ChrgBr: 'SLEV',
    });
    expect(PmtInf[0]!.CdtTrfTxInf).toEqual([
      {
        PmtId: { EndToEndId: 'GS-2026-0001' },
        Amt: { InstdAmt: { '#text': '0.10', '@Ccy': 'EUR' } },
        CdtrAgt: { FinInstnId: { BICFI: 'COBADEFFXXX' } },
        Cdtr: { Nm: 'Oeko-Stand Mueller' },
        CdtrAcct: { Id: { IBAN: 'DE89370400440532013000' } },
        RmtInf: { Ustrd: 'Erstattung Gutschrift GS-2026-0001 Fachmesse Suess' },
      },
      {
        PmtId: { EndToEndId: 'GS-2026-0002' },
        Amt: { InstdAmt: { '#text': '0.20', '@Ccy': 'EUR' } },
        Cdtr: { Nm: 'AEro Smorrebrod ApS' },
        CdtrAcct: { Id: { IBAN: 'AT611904300234573201' } },
        RmtInf: { Ustrd: 'Erstattung GS-2026-0002' },
      },
    ]);
  });

  it('names the organiser’s bank NOTPROVIDED without a BIC and refuses a bad account or amount', () => {
    const { document } = readCreditTransfer({ ...batch, debtor: { ...ORGANISER, bic: null } });
    expect(document.CstmrCdtTrfInitn.PmtInf[0]!.DbtrAgt).toEqual({ FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } });
    expect(() => creditTransferXml({ ...batch, transfers: [{ ...batch.transfers[0]!, creditor: { name: 'X', iban: 'DE00' } }] })).toThrow(/GS-2026-0001.*IBAN/);
    expect(() => creditTransferXml({ ...batch, transfers: [{ ...batch.transfers[0]!, amountCents: -5 }] })).toThrow(/amount/);
    expect(() => creditTransferXml({ ...batch, transfers: [{ ...batch.transfers[0]!, endToEndId: '/GS 1' }] })).toThrow(PainFileError);
    expect(() => creditTransferXml({ ...batch, executionDate: '30.11.2026' })).toThrow(/execution date/);
    expect(() => creditTransferXml({ ...batch, transfers: [] })).toThrow(PainFileError);
  });
});
