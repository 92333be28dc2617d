import { describe, expect, it } from 'vitest';
import { bankCsv, camtStatementXml, schemaErrors, type BankCsvRow, type CamtStatementOptions } from '../../../test/bank-statements.ts';
import { encodeWindows1252 } from '../../platform/lib/windows-1252.ts';
import { readStatementFile, type ReadStatement, type StatementEntry } from './statement-file.ts';

const ACCOUNT = 'DE02120300000000202051';
const PAYER_IBAN = 'DE89370400440532013000';
const SUPPLIER_IBAN = 'DE75512108001245126199';

/** A camt.053 document of the test support, checked against the version's schema before anything reads it. */
function camt(options: Omit<CamtStatementOptions, 'accountIban'> & { accountIban?: string }): string {
  const xml = camtStatementXml({ accountIban: ACCOUNT, ...options });
  expect(schemaErrors(xml, `camt.053.${options.version}`)).toBe('');
  return xml;
}

function read(bytes: Buffer | string): ReadStatement {
  const result = readStatementFile(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
  if (!result.ok) throw new Error(`not read: ${result.problem} ${result.detail ?? ''}`);
  return result.statement;
}

const problemOf = (bytes: Buffer | string) => {
  const result = readStatementFile(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
  return result.ok ? 'read' : { problem: result.problem, detail: result.detail };
};

const entry = (fields: Partial<StatementEntry>): StatementEntry => ({
  ...{ bankReference: '', bookedOn: '', valueOn: null, direction: 'credit', amountCents: 0, counterpartyName: '', counterpartyIban: '' },
  ...{ remittance: '', endToEndId: '', mandateId: '', returnReason: '' },
  ...fields,
});

describe.each(['001.02', '001.08'] as const)('a camt.053 statement, version %s', (version) => {
  it('is read entry by entry, field by field', () => {
    const xml = camt({
      version,
      statementId: 'STMT-2026-11-02',
      entries: [
        {
          ...{ amountCents: 123_456, direction: 'credit', bookedOn: '2026-11-02', valueOn: '2026-11-03', bankReference: '2026110200001' },
          ...{ name: 'Müller & Söhne GmbH', iban: PAYER_IBAN, remittance: 'RE-2026-0042  Stand <A12>', endToEndId: 'E2E-42' },
        },
        { amountCents: 29, direction: 'debit', bookedOn: '2026-11-02', bankReference: '2026110200002', name: 'Standbau Nord', iban: SUPPLIER_IBAN, mandateId: 'M-7', remittance: 'Kunde 17' },
      ] as CamtStatementOptions['entries'],
    });

    expect(read(xml)).toEqual({
      format: 'camt.053',
      version,
      statementIds: ['STMT-2026-11-02'],
      accountIban: ACCOUNT,
      currency: 'EUR',
      entries: [
        entry({ bankReference: '2026110200001', bookedOn: '2026-11-02', valueOn: '2026-11-03', amountCents: 123_456, counterpartyName: 'Müller & Söhne GmbH' }),
        entry({ bankReference: '2026110200002', bookedOn: '2026-11-02', valueOn: '2026-11-02', direction: 'debit', amountCents: 29, counterpartyName: 'Standbau Nord' }),
      ].map((read, i) =>
        i === 0
          ? { ...read, counterpartyIban: PAYER_IBAN, remittance: 'RE-2026-0042 Stand <A12>', endToEndId: 'E2E-42' }
          : { ...read, counterpartyIban: SUPPLIER_IBAN, remittance: 'Kunde 17', mandateId: 'M-7' },
      ),
    });
  });

  it('splits a batch booking into its transactions, each under the entry’s reference and its index', () => {
    const xml = camt({
      version,
      entries: [
        {
          ...{ amountCents: 30_000, direction: 'credit', bookedOn: '2026-11-04', bankReference: 'BATCH-1' },
          transactions: [
            { amountCents: 10_000, name: 'Aussteller A', iban: PAYER_IBAN, remittance: 'RE-1', endToEndId: 'E-1' },
            { amountCents: 20_000, name: 'Aussteller B', remittance: 'RE-2', endToEndId: 'NOTPROVIDED' },
          ],
        },
      ],
    });

    const { entries } = read(xml);
    expect(entries.map(({ bankReference, amountCents, counterpartyName, remittance, endToEndId }) => ({ bankReference, amountCents, counterpartyName, remittance, endToEndId }))).toEqual([
      { bankReference: 'BATCH-1/1', amountCents: 10_000, counterpartyName: 'Aussteller A', remittance: 'RE-1', endToEndId: 'E-1' },
      { bankReference: 'BATCH-1/2', amountCents: 20_000, counterpartyName: 'Aussteller B', remittance: 'RE-2', endToEndId: '' },
    ]);
  });

  it('keeps a batch booking whole when the bank gives no single amounts', () => {
    const xml = camt({
      version,
      entries: [
        {
          ...{ amountCents: 30_000, direction: 'credit', bookedOn: '2026-11-04', bankReference: 'BATCH-2' },
          transactions: [
            { amountCents: 10_000, name: 'Aussteller A', remittance: 'RE-1' },
            { amountCents: 20_000, name: 'Aussteller B', remittance: 'RE-2' },
          ],
        },
      ],
    }).replace(/<Amt Ccy="EUR">\d+\.\d\d<\/Amt><CdtDbtInd>CRDT<\/CdtDbtInd><RltdPties>|<AmtDtls>.*?<\/AmtDtls>/g, (match) => (match.endsWith('<RltdPties>') ? '<RltdPties>' : ''));
    expect(schemaErrors(xml, `camt.053.${version}`)).toBe('');

    expect(read(xml).entries).toEqual([
      entry({ bankReference: 'BATCH-2', bookedOn: '2026-11-04', valueOn: '2026-11-04', amountCents: 30_000, counterpartyName: 'Aussteller A', remittance: 'RE-1 RE-2' }),
    ]);
  });

  it('reads a returned direct debit as a debit with its reason and the payer as counterparty', () => {
    const xml = camt({
      version,
      entries: [
        {
          ...{ amountCents: 59_500, direction: 'debit', bookedOn: '2026-11-05', bankReference: 'RUECK-1', name: 'Aussteller C' },
          ...{ iban: PAYER_IBAN, mandateId: 'MANDAT-3', endToEndId: 'RE-2026-0007', returnReason: 'AC04', remittance: 'RE-2026-0007' },
        },
      ] as CamtStatementOptions['entries'],
    });

    expect(read(xml).entries).toEqual([
      entry({
        ...{ bankReference: 'RUECK-1', bookedOn: '2026-11-05', valueOn: '2026-11-05', direction: 'debit', amountCents: 59_500 },
        ...{ counterpartyName: 'Aussteller C', counterpartyIban: PAYER_IBAN, remittance: 'RE-2026-0007', endToEndId: 'RE-2026-0007', mandateId: 'MANDAT-3', returnReason: 'AC04' },
      }),
    ]);
  });

  it('skips entries not yet booked, and without booked ones the statement is empty', () => {
    const booked = { amountCents: 100, direction: 'credit', bookedOn: '2026-11-06' } as const;
    const xml = camt({ version, entries: [{ ...booked, bankReference: 'B', status: 'BOOK' }, { ...booked, bankReference: 'P', status: 'PDNG' }, { ...booked, bankReference: 'I', status: 'INFO' }] });
    expect(read(xml).entries.map((read) => read.bankReference)).toEqual(['B']);

    expect(problemOf(camt({ version, entries: [{ ...booked, status: 'PDNG' }] }))).toEqual({ problem: 'statementEmpty' });
    expect(problemOf(camt({ version, entries: [] }))).toEqual({ problem: 'statementEmpty' });
  });

  it('refuses an entry in another currency', () => {
    const xml = camt({ version, entries: [{ amountCents: 100, direction: 'credit', bookedOn: '2026-11-06' }, { amountCents: 100, direction: 'credit', bookedOn: '2026-11-06', currency: 'USD' }] });
    expect(problemOf(xml)).toEqual({ problem: 'statementCurrency', detail: 'USD' });
  });

  it('gives an entry without the bank’s reference a stable one of its content, apart from an identical one', () => {
    const same = { amountCents: 5_000, direction: 'credit', bookedOn: '2026-11-07', name: 'Aussteller D', remittance: 'RE-9' } as const;
    const xml = camt({ version, entries: [same, same, { ...same, amountCents: 5_001 }] });
    const references = read(xml).entries.map((read) => read.bankReference);
    expect(references).toEqual([expect.stringMatching(/^[0-9a-f]{32}:1$/), expect.stringMatching(/^[0-9a-f]{32}:2$/), expect.stringMatching(/^[0-9a-f]{32}:1$/)]);
    expect(references[0]!.slice(0, 32)).toBe(references[1]!.slice(0, 32));
    expect(references[2]!.slice(0, 32)).not.toBe(references[0]!.slice(0, 32));
    expect(read(xml).entries.map((read) => read.bankReference)).toEqual(references);
  });

  it('reads a booking time, several remittance lines, a structured creditor reference, prefixed elements and several statements', () => {
    const long = `Rechnung RE-2026-0099 ${'x'.repeat(130)}`;
    const base = camt({ version, statementId: 'S-1', entries: [{ amountCents: 700, direction: 'credit', bookedOn: '2026-11-08', bankReference: 'R1', remittance: long }] });
    const other = camt({ version, statementId: 'S-2', entries: [{ amountCents: 800, direction: 'credit', bookedOn: '2026-11-09', bankReference: 'R2', remittance: 'zweite' }] });
    const secondStmt = /<Stmt>[\s\S]*<\/Stmt>/.exec(other)![0];
    const xml = base
      .replace('<BookgDt><Dt>2026-11-08</Dt>', '<BookgDt><DtTm>2026-11-08T09:30:00+01:00</DtTm>')
      .replace('</Ustrd></RmtInf>', '</Ustrd><Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf>')
      .replace('</Stmt>', `</Stmt>${secondStmt}`)
      .replace(/<(\/?)(?=[A-Z])/g, '<$1c:')
      .replace('xmlns=', 'xmlns:c=');
    expect(schemaErrors(xml, `camt.053.${version}`)).toBe('');

    const statement = read(xml);
    expect(statement.statementIds).toEqual(['S-1', 'S-2']);
    expect(statement.entries.map(({ bookedOn, remittance }) => ({ bookedOn, remittance }))).toEqual([
      { bookedOn: '2026-11-08', remittance: `${long.slice(0, 140)} ${long.slice(140)} RF18539007547034` },
      { bookedOn: '2026-11-09', remittance: 'zweite' },
    ]);
  });
});

it('reads camt.053 versions 001.04 and 001.06, whose entries have the elements read of 001.02', () => {
  for (const version of ['04', '06']) {
    const xml = camt({ version: '001.02', entries: [{ amountCents: 100, direction: 'credit', bookedOn: '2026-11-06', bankReference: 'V', name: 'Aussteller H' }] });
    const statement = read(xml.replace('camt.053.001.02', `camt.053.001.${version}`));
    expect(statement).toMatchObject({ format: 'camt.053', version: `001.${version}`, entries: [{ bankReference: 'V', counterpartyName: 'Aussteller H', amountCents: 100 }] });
  }
});

describe('what is no bank statement', () => {
  const camt08 = () => camt({ version: '001.08', entries: [{ amountCents: 100, direction: 'credit', bookedOn: '2026-11-06', bankReference: 'X' }] });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', 'latin1')],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1])],
    ['an empty file', Buffer.alloc(0)],
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256))],
    ['a text without the columns', 'Datum;Text;Wert\n01.11.2026;Kaffee;3,20\n'],
    ['a pain.001 payment order', '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>'],
    ['a camt.054 notification', () => camt08().replaceAll('camt.053.001.08', 'camt.054.001.08')],
    ['a camt.053 with a DOCTYPE and an entity', () => camt08().replace('<Document', '<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Document').replace('<Id>STMT', '<Id>&xxe;STMT')],
    ['a camt.053 that is not well-formed', () => camt08().replace('</Stmt>', '')],
  ] as const)('%s is not readable', (_name, content) => {
    expect(problemOf(typeof content === 'function' ? content() : content)).toEqual({ problem: 'statementNotReadable', detail: expect.any(String) });
  });

  it('refuses files above 20 MB and more than 20,000 entries', () => {
    expect(problemOf(Buffer.alloc(20 * 1024 * 1024 + 1, 0x20))).toMatchObject({ problem: 'statementTooLarge' });
    const rows = Array.from({ length: 20_001 }, (_, i) => ({ bookedOn: '2026-11-10', amountCents: i + 1, direction: 'credit' as const }));
    expect(problemOf(bankCsv(rows))).toEqual({ problem: 'statementTooLarge', detail: '20001 entries' });
  });
});

describe('a German bank’s CSV export', () => {
  const rows: BankCsvRow[] = [
    {
      ...{ bookedOn: '2026-11-02', valueOn: '2026-11-03', amountCents: 119_000, direction: 'credit', name: 'Jürgen Weiß Messebau', iban: 'DE89 3704 0044 0532 0130 00' },
      ...{ remittance: 'RE-2026-0042 Stand Halle 3 „Süd“ 1.190 €', endToEndId: 'E2E-42', bic: 'COBADEFFXXX' },
    },
    { bookedOn: '2026-11-02', amountCents: 29, direction: 'debit', name: 'Sparkasse', remittance: 'Entgelt', mandateId: 'M-1', creditorId: 'DE98ZZZ09999999999' },
    { bookedOn: '2026-11-03', amountCents: 5_000, direction: 'credit', name: 'Vorgemerkt', pending: true },
  ];

  it.each([
    ['UTF-8 with BOM', { encoding: 'utf8', bom: true }],
    ['Windows-1252', { encoding: 'latin1' }],
  ] as const)('is read from the Sparkasse’s CSV-CAMT in %s, field by field, without pending turnovers', (_name, options) => {
    const statement = read(bankCsv(rows, options));
    expect(statement).toMatchObject({ format: 'csv', version: 'csv', statementIds: [], accountIban: ACCOUNT, currency: 'EUR' });
    expect(statement.entries).toEqual([
      entry({
        ...{ bankReference: expect.stringMatching(/^[0-9a-f]{32}:1$/), bookedOn: '2026-11-02', valueOn: '2026-11-03', amountCents: 119_000 },
        ...{ counterpartyName: 'Jürgen Weiß Messebau', counterpartyIban: PAYER_IBAN, remittance: 'RE-2026-0042 Stand Halle 3 „Süd“ 1.190 €', endToEndId: 'E2E-42' },
      }),
      entry({
        ...{ bankReference: expect.stringMatching(/^[0-9a-f]{32}:1$/), bookedOn: '2026-11-02', valueOn: '2026-11-02', direction: 'debit', amountCents: 29 },
        ...{ counterpartyName: 'Sparkasse', remittance: 'Entgelt', mandateId: 'M-1' },
      }),
    ]);
  });

  it('keeps identical turnovers apart, with the same references each time the file is read', () => {
    const same = { bookedOn: '2026-11-04', amountCents: 10_000, direction: 'credit', name: 'Aussteller E', remittance: 'RE-5' } as const;
    const file = bankCsv([same, same, { ...same, bookedOn: '2026-11-05' }]);
    const references = read(file).entries.map((read) => read.bankReference);
    expect(new Set(references).size).toBe(3);
    expect(references[1]).toBe(`${references[0]!.slice(0, 32)}:2`);
    expect(read(Buffer.from(file)).entries.map((read) => read.bankReference)).toEqual(references);
    // The same turnover in the UTF-8 and in the Windows-1252 export: the same reference.
    expect(read(bankCsv([same], { encoding: 'latin1' })).entries[0]!.bankReference).toBe(references[0]);
  });

  it('finds the column line below the account lines of other banks, with their names for the columns', () => {
    const file = encodeWindows1252(
      [
        '"Kontonummer:";"DE18 1203 0000 0012 3456 78 / Girokonto";',
        '"Von:";"01.11.2026";',
        '"Kontostand vom 30.11.2026:";"12.345,67 EUR";',
        '',
        '"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"',
        '"28.11.2026";"28.11.2026";"Gebucht";"Öko Stände AG";"Messe GmbH";"RE-2026-0100";"Eingang";"DE89 3704 0044 0532 0130 00";"1.234,56";"";"";"E2E-100"',
        '"29.11.2026";"29.11.2026";"Gebucht";"Messe GmbH";"Stromversorger";"Abschlag";"Ausgang";"DE75512108001245126199";"-0,29";"DE98ZZZ09999999999";"MR-9";""',
        '"30.11.2026";"30.11.2026";"Vorgemerkt";"X";"Messe GmbH";"";"Eingang";"";"5,00";"";"";""',
      ].join('\r\n'),
    );

    const statement = read(file);
    expect(statement.accountIban).toBe('DE18120300000012345678');
    expect(statement.entries).toEqual([
      entry({
        ...{ bankReference: expect.any(String), bookedOn: '2026-11-28', valueOn: '2026-11-28', amountCents: 123_456, counterpartyName: 'Öko Stände AG' },
        ...{ counterpartyIban: PAYER_IBAN, remittance: 'RE-2026-0100', endToEndId: 'E2E-100' },
      }),
      entry({
        ...{ bankReference: expect.any(String), bookedOn: '2026-11-29', valueOn: '2026-11-29', direction: 'debit', amountCents: 29 },
        ...{ counterpartyName: 'Stromversorger', counterpartyIban: SUPPLIER_IBAN, remittance: 'Abschlag', mandateId: 'MR-9' },
      }),
    ]);
  });

  it('reads the amounts and days of other banks’ exports exactly', () => {
    const file = [
      'Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung',
      '02.01.26;02.01.2026;A;Gutschrift;eins;1.000,00;EUR;1.234,56;EUR',
      '03.01.26;03.01.2026;B;Lastschrift;zwei;999,71;EUR;-0,29;EUR',
      '31.12.99;31.12.99;C;Gutschrift;drei;9.999,00;EUR;+12.345.678,90;EUR',
      '04.01.26;04.01.26;D;Gutschrift;vier;0,00;USD;0,10;EUR',
    ].join('\n');
    expect(read(file).entries.map(({ bookedOn, direction, amountCents }) => ({ bookedOn, direction, amountCents }))).toEqual([
      { bookedOn: '2026-01-02', direction: 'credit', amountCents: 123_456 },
      { bookedOn: '2026-01-03', direction: 'debit', amountCents: 29 },
      { bookedOn: '2099-12-31', direction: 'credit', amountCents: 1_234_567_890 },
      { bookedOn: '2026-01-04', direction: 'credit', amountCents: 10 },
    ]);
  });

  it('reads the exports of the Volksbanks (account in a column) and of Deutsche Bank (debit and credit apart)', () => {
    const volksbank = [
      'Bezeichnung Auftragskonto;IBAN Auftragskonto;BIC Auftragskonto;Bankname Auftragskonto;Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;BIC (SWIFT-Code) Zahlungsbeteiligter;Buchungstext;Verwendungszweck;Betrag;Waehrung;Saldo nach Buchung;Bemerkung;Kategorie;Steuerrelevant;Glaeubiger ID;Mandatsreferenz',
      `Girokonto;${ACCOUNT};GENODEF1XXX;VR Bank;05.11.2026;05.11.2026;Aussteller F;${PAYER_IBAN};;Gutschrift;RE-2026-0200;250,00;EUR;1.250,00;;;;;`,
    ].join('\r\n');
    expect(read(volksbank)).toMatchObject({ accountIban: ACCOUNT, entries: [{ amountCents: 25_000, direction: 'credit', counterpartyName: 'Aussteller F', counterpartyIban: PAYER_IBAN, remittance: 'RE-2026-0200' }] });

    const deutscheBank = [
      'Umsätze Girokonto;Zeitraum: 01.11.2026 - 30.11.2026',
      'Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN;BIC;Kundenreferenz;Mandatsreferenz ;Gläubiger ID;Fremde Gebühren;Betrag;Abweichender Empfänger;Anzahl der Aufträge;Anzahl der Schecks;Soll;Haben;Währung',
      `06.11.2026;06.11.2026;SEPA-Überweisung;Aussteller G;RE-2026-0300;${PAYER_IBAN};;E2E-300;;;;;;;;;1.000,00;EUR`,
      `07.11.2026;07.11.2026;SEPA-Lastschrift;Versicherung;Police 9;${SUPPLIER_IBAN};;;MR-1;;;;;;;-45,10;;EUR`,
    ].join('\n');
    expect(read(deutscheBank).entries.map(({ direction, amountCents, counterpartyName, endToEndId, mandateId }) => ({ direction, amountCents, counterpartyName, endToEndId, mandateId }))).toEqual([
      { direction: 'credit', amountCents: 100_000, counterpartyName: 'Aussteller G', endToEndId: 'E2E-300', mandateId: '' },
      { direction: 'debit', amountCents: 4_510, counterpartyName: 'Versicherung', endToEndId: '', mandateId: 'MR-1' },
    ]);
  });

  it('refuses a turnover in another currency, an unreadable amount or day, and a file without turnovers', () => {
    const base = { bookedOn: '2026-11-02', amountCents: 100, direction: 'credit' } as const;
    expect(problemOf(bankCsv([base, { ...base, currency: 'CHF' }]))).toEqual({ problem: 'statementCurrency', detail: 'CHF' });
    const sparkasse = bankCsv([base]).toString('utf8');
    expect(problemOf(sparkasse.replace('"1,00"', '"1,0,0"'))).toMatchObject({ problem: 'statementNotReadable', detail: "amount '1,0,0'" });
    expect(problemOf(sparkasse.replace('"02.11.26";"02.11.26"', '"31.02.26";"02.11.26"'))).toMatchObject({ problem: 'statementNotReadable', detail: "day '31.02.26'" });
    expect(problemOf(bankCsv([]))).toEqual({ problem: 'statementEmpty' });
  });
});
