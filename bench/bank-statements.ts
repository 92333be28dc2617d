// The bank statement of bench/run.ts (issue 30, "Speed"): a camt.053 of 5,000 credits against 5,000 open invoices
// is read, matched and shown in at most 5 s, the same file uploaded again (nothing booked) in at most 2 s. The
// invoices are seeded straight into the bench server's database (`seedInvoices`, run there by bench/server.ts), one
// per registration the desk bench seeded; the statement pays most of them by number at their exact amount (booked at
// once), some in part (for a person), some by amount and payer's name without a number (booked), and holds some
// credits nobody can place (for a person). The bench checks the booked and waiting counts against that plan, so a
// matching that books nothing cannot give a fast figure, and measures the list of waiting entries a person then sees.
import { sql } from 'drizzle-orm';
import { camtStatementXml, type CamtEntry } from '../apps/api/test/bank-statements.ts';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { selectRows } from '../apps/api/src/platform/db/select-rows.ts';
import { documents } from '../apps/api/src/platform/db/schema.ts';
import { generator } from './random.ts';
import { seedRegistrations } from './seed-registrations.ts';

/** Open invoices, and credits on the statement: as many. */
export const INVOICES = Number(process.env.BENCH_INVOICES ?? 5000);
/** The issue's limits: the first upload read, matched, booked and answered; the same file again. */
const FIRST_LIMIT_MS = 5000;
const AGAIN_LIMIT_MS = 2000;
/**
 * Per 100 invoices: paid by number in full, in part, by amount and name; the other 4 stay open, and for each the
 * statement holds a credit nobody can place instead, so that it has as many credits as there are invoices.
 */
const PLAN = { byNumber: 80, partly: 8, byName: 8 } as const;
const EVENT = 1;
const ACCOUNT = 'DE02120300000000202051';
const CHUNK = 1000;
const DAY = 86_400_000;
const VAT = 0.19;

export interface SeededInvoice {
  number: string;
  grossCents: number;
  buyerName: string;
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The registrations the invoices are for: those of the desk bench, seeded first when the run has not done so. */
async function billedRegistrations(db: Db, eventId: number, count: number) {
  const read = () =>
    selectRows<{ id: number; companyId: number; name: string }>(
      db,
      sql`select r.id, r.company_id as "companyId", c.name from registrations r join companies c on c.id = r.company_id
        where r.event_id = ${eventId} and c.email like '%@bench-desk.example' order by r.id limit ${count}`,
    );
  const found = await read();
  if (found.length >= count) return found;
  await seedRegistrations(db, eventId, count);
  return read();
}

/**
 * The next free counter of this year's RE numbers: the demo's invoices have some, and a number named on the
 * statement must be the bench's invoice.
 */
async function firstCounter(db: Db, year: number) {
  const [row] = await selectRows<{ last: number | null }>(
    db,
    sql`select max(substring(number from ${`^RE-${year}-(\\d+)$`})::int) as last from documents where number like ${`RE-${year}-%`}`,
  );
  return (row?.last ?? 0) + 1;
}

/**
 * Inserts `count` open invoices of event `eventId`, one per bench registration, in a few multi-row INSERTs; each
 * of its own gross amount (so a payment by amount and name finds exactly one), without content (the matching
 * then reads the buyer's name from the company). Answers them in their order.
 */
export async function seedInvoices(db: Db, eventId: number, count: number): Promise<{ invoices: SeededInvoice[] }> {
  const random = generator(3053);
  const registered = await billedRegistrations(db, eventId, count);
  if (registered.length < count) throw new Error(`bench invoices: ${registered.length} registrations for ${count} invoices`);
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  const counter = await firstCounter(db, year);
  const rows = registered.map((registration, i) => {
    // Strictly rising, 60.00 € apart at most: no two invoices of the same amount.
    const grossCents = 60_000 + i * 700 + random.int(0, 699);
    const netCents = Math.round(grossCents / (1 + VAT));
    const issued = now - random.int(10, 60) * DAY;
    return {
      companyId: registration.companyId,
      registrationId: registration.id,
      type: 'invoice',
      number: `RE-${year}-${String(counter + i).padStart(4, '0')}`,
      date: isoDay(issued),
      dueDate: isoDay(issued + 14 * DAY),
      status: 'open',
      netCents,
      vatCents: grossCents - netCents,
      grossCents,
      paidCents: 0,
      content: null,
    };
  });
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += CHUNK) await tx.insert(documents).values(rows.slice(start, start + CHUNK));
  });
  // As the other seeds: a database of this size has been vacuumed and has its statistics.
  await db.execute(sql`vacuum (analyze) ${documents}`);
  return { invoices: rows.map((row, i) => ({ number: row.number, grossCents: row.grossCents, buyerName: registered[i]!.name })) };
}

/** The payer's name as a bank passes it on: upper case, at most 35 characters, cut between words. */
function payerName(name: string) {
  const upper = name.toUpperCase();
  return upper.length <= 35 ? upper : upper.slice(0, upper.lastIndexOf(' ', 35));
}

/** The statement's credits by the plan, shuffled, with what the upload must answer for them. */
function statementEntries(invoices: SeededInvoice[]) {
  const random = generator(530);
  const today = Date.now();
  const credit = (i: number, amountCents: number, name: string, remittance: string): CamtEntry => ({
    direction: 'credit',
    amountCents,
    bookedOn: isoDay(today - random.int(0, 4) * DAY),
    bankReference: `BENCH-CAMT-${String(i).padStart(6, '0')}`,
    name,
    iban: 'DE89370400440532013000',
    remittance,
  });
  // The number as payers write it: mostly as printed, sometimes with spaces or without separators.
  const written = (number: string) => random.weighted([[number, 70], [number.replaceAll('-', ' '), 20], [number.replaceAll('-', ''), 10]] as const);
  const entries: CamtEntry[] = [];
  let booked = 0;
  let review = 0;
  invoices.forEach((invoice, i) => {
    const share = i % 100;
    const payer = payerName(invoice.buyerName);
    if (share < PLAN.byNumber) {
      entries.push(credit(i, invoice.grossCents, payer, `Rechnung ${written(invoice.number)} Standmiete`));
      booked++;
    } else if (share < PLAN.byNumber + PLAN.partly) {
      entries.push(credit(i, Math.floor(invoice.grossCents / 2), payer, `Anzahlung ${written(invoice.number)}`));
      review++;
    } else if (share < PLAN.byNumber + PLAN.partly + PLAN.byName) {
      entries.push(credit(i, invoice.grossCents, payer, 'Standmiete Kuechenmesse'));
      booked++;
    } else {
      // Below every invoice's amount, from nobody the organiser bills.
      entries.push(credit(i, 1_000 + random.int(0, 40_000), `PRIVAT ${i}`, 'Rueckzahlung Kaution'));
      review++;
    }
  });
  for (let i = entries.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [entries[i], entries[j]] = [entries[j]!, entries[i]!];
  }
  return { entries, booked, review };
}

interface UploadAnswer {
  statement: { entriesRead: number; entriesKnown: number; booked: number; bookedAmount: number; review: number };
}

async function post<T>(url: string, body: object): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A call and its time, from the request to the last byte of the answer read and parsed. */
async function timed<T>(url: string, init: RequestInit): Promise<{ ms: number; answer: T }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 500)}`);
  return { ms, answer: JSON.parse(text) as T };
}

export interface BankStatementResult {
  invoices: number;
  entries: number;
  bytes: number;
  first: { ms: number; booked: number; review: number; bookedAmount: number };
  again: { ms: number; known: number; booked: number };
  reviewList: { ms: number; listed: number; total: number };
}

/**
 * Seeds the invoices, then measures the first upload of the statement, the same file again and the list of
 * entries waiting for a person; throws when an answer's counts are not what the seeding makes them.
 */
export async function benchBankStatements(base: string, count = INVOICES): Promise<BankStatementResult> {
  const { invoices } = await post<{ invoices: SeededInvoice[] }>(`${base}/bench/setup/invoices`, { eventId: EVENT, count });
  const plan = statementEntries(invoices);
  const file = Buffer.from(camtStatementXml({ version: '001.08', accountIban: ACCOUNT, statementId: 'BENCH-053', entries: plan.entries }));
  const { token } = await post<{ token: string }>(`${base}/be/login_check`, { username: 'be@messeportal.example', password: 'demo2027' });
  const auth = { authorization: `Bearer ${token}` };
  const upload = () =>
    timed<UploadAnswer>(`${base}/be/bank-statements?fileName=bench-camt053.xml`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      body: file,
    });

  const first = await upload();
  const again = await upload();
  const list = await timed<{ entries: unknown[]; total: number }>(`${base}/be/bank-entries?state=review`, { headers: auth });

  const expect = (what: string, actual: number, expected: number) => {
    if (actual !== expected) throw new Error(`bank statement bench: ${what} ${actual}, the seeding makes it ${expected}`);
  };
  expect('first upload booked', first.answer.statement.booked, plan.booked);
  expect('first upload for review', first.answer.statement.review, plan.review);
  expect('second upload known', again.answer.statement.entriesKnown, plan.entries.length);
  expect('second upload booked', again.answer.statement.booked, 0);
  // The demo's own waiting entries, if any, are listed too: at least the statement's.
  if (list.answer.total < plan.review) throw new Error(`bank statement bench: ${list.answer.total} entries for review, ${plan.review} expected`);
  expect('entries listed', list.answer.entries.length, Math.min(200, list.answer.total));
  return {
    invoices: invoices.length,
    entries: plan.entries.length,
    bytes: file.length,
    first: { ms: first.ms, ...first.answer.statement },
    again: { ms: again.ms, known: again.answer.statement.entriesKnown, booked: again.answer.statement.booked },
    reviewList: { ms: list.ms, listed: list.answer.entries.length, total: list.answer.total },
  };
}

export function printBankStatements(label: string, r: BankStatementResult) {
  const verdict = (ms: number, limit: number) => (ms <= limit ? 'pass' : 'FAIL');
  console.log(
    `\n### ${label}: bank statement, camt.053.001.08 of ${r.entries} credits (${(r.bytes / 1_048_576).toFixed(1)} MB) against ${r.invoices} open invoices\n`,
  );
  console.log('| call                                   | time ms | limit ms | verdict | answer                                   |');
  console.log('|----------------------------------------|---------|----------|---------|------------------------------------------|');
  const row = (call: string, ms: number, limit: number | null, answer: string) =>
    console.log(
      `| ${call.padEnd(38)} | ${ms.toFixed(0).padStart(7)} | ${(limit === null ? '–' : String(limit)).padStart(8)} | ${(limit === null ? '' : verdict(ms, limit)).padEnd(7)} | ${answer.padEnd(40)} |`,
    );
  row('POST /be/bank-statements (first)', r.first.ms, FIRST_LIMIT_MS, `${r.first.booked} booked (${r.first.bookedAmount.toFixed(2)} €), ${r.first.review} review`);
  row('POST /be/bank-statements (again)', r.again.ms, AGAIN_LIMIT_MS, `${r.again.known} known, ${r.again.booked} booked`);
  row('GET /be/bank-entries?state=review', r.reviewList.ms, null, `${r.reviewList.listed} listed of ${r.reviewList.total}`);
}
