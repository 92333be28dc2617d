// The open items of bench/run.ts (issue 30, "Speed": "the open-items view of 5,000 documents answers like the desk's
// list"). The bank bench's 5,000 invoices (`seedInvoices`, on the desk bench's registrations) are seeded once more and
// then made into a ledger a season leaves behind (`seedOpenItems`, run in the bench server): due dates spread over
// the age buckets, some part paid, some paid, some with a credit note (a few of them on a paid invoice: a credit
// balance), some disputed. Then, one call at a time and in rounds (each call once per round, so that load from
// elsewhere on the machine falls on all of them alike), the view's first page across events, a filter, a search and
// the CSV export of all, beside the desk's registration list (first page, a state, the same search) and its services
// export, and beside the bare and the one-SELECT routes: median and p95 of each, and the ratios.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { documentPayments, documents } from '../apps/api/src/platform/db/schema.ts';
import { selectRows } from '../apps/api/src/platform/db/select-rows.ts';
import { INVOICES, seedInvoices } from './bank-statements.ts';
import type { ListCall } from './offer-list.ts';
import { generator } from './random.ts';
import { registrationDeskCalls } from './registration-desk.ts';
import { DESK_SEARCH_FRAGMENT } from './seed-registrations.ts';

/** Calls per route (after a warm-up), and exports per list: the table shows the median and the 95th percentile. */
const ROUNDS = Number(process.env.BENCH_OPEN_ITEMS_ROUNDS ?? 40);
const EXPORT_ROUNDS = Number(process.env.BENCH_OPEN_ITEMS_EXPORTS ?? 7);
const WARM_UP = 3;
const EVENT = 1;
const CHUNK = 1000;
const DAY = 86_400_000;
/** Days from the due date to today, per age bucket (not due, 1–30, 31–60, more than 60), by weight. */
const OVERDUE_DAYS: readonly (readonly [readonly [number, number], number])[] = [[[-30, 0], 25], [[1, 30], 30], [[31, 60], 25], [[61, 200], 20]];
/** What became of an invoice, by weight: a credit note credits part of it; a credit balance is a credit note on a paid one. */
const FATES = [['open', 55], ['partPaid', 15], ['paid', 10], ['credited', 10], ['creditBalance', 4], ['disputed', 6]] as const;
type Fate = (typeof FATES)[number][0];

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Seeds `count` invoices as the bank bench does, then spreads them over the age buckets and pays, credits and
 * disputes them by `FATES` (payments and credit notes written as rows, paid_cents their sum); answers how many of
 * each, and how many have an amount open (the view's default).
 */
export async function seedOpenItems(db: Db, eventId: number, count: number) {
  const { invoices } = await seedInvoices(db, eventId, count);
  const seeded = await selectRows<{ id: number; companyId: number; registrationId: number; grossCents: number; number: string }>(
    db,
    sql`select id, company_id as "companyId", registration_id as "registrationId", gross_cents as "grossCents", number
      from documents where number = any(${`{${invoices.map((invoice) => invoice.number).join(',')}}`}::text[]) order by id`,
  );
  const random = generator(3060);
  const now = Date.now();
  const share = (cents: number, from: number, to: number) => Math.round((cents * random.int(from, to)) / 100);
  const plan = seeded.map((invoice) => {
    const [from, to] = random.weighted(OVERDUE_DAYS);
    const due = now - random.int(from, to) * DAY;
    const fate: Fate = random.weighted(FATES);
    const paidCents = fate === 'partPaid' ? share(invoice.grossCents, 20, 80) : fate === 'paid' || fate === 'creditBalance' ? invoice.grossCents : 0;
    const creditCents = fate === 'credited' ? share(invoice.grossCents, 10, 50) : fate === 'creditBalance' ? share(invoice.grossCents, 5, 20) : 0;
    const openCents = Math.max(0, invoice.grossCents - creditCents - paidCents);
    return { ...invoice, fate, date: isoDay(due - 14 * DAY), dueDate: isoDay(due), paidCents, creditCents, openCents };
  });
  const year = new Date(now).getUTCFullYear();
  const today = isoDay(now);
  await db.transaction(async (tx) => {
    for (let start = 0; start < plan.length; start += CHUNK) {
      const values = plan
        .slice(start, start + CHUNK)
        .map((p) => sql`(${p.id}::int, ${p.date}::date, ${p.dueDate}::date, ${p.paidCents}::int, ${p.openCents === 0 ? 'paid' : 'open'}, ${p.fate === 'disputed'}::boolean)`);
      await tx.execute(sql`update documents d set date = v.date, due_date = v.due, paid_cents = v.paid, status = v.status,
          disputed_at = case when v.disputed then now() end, dispute_note = case when v.disputed then 'Leistung bestritten' else '' end
        from (values ${sql.join(values, sql`, `)}) as v(id, date, due, paid, status, disputed) where d.id = v.id`);
    }
    const credits = plan.filter((p) => p.creditCents > 0);
    for (let start = 0; start < credits.length; start += CHUNK) {
      await tx.insert(documents).values(
        credits.slice(start, start + CHUNK).map((p) => {
          const netCents = Math.round(p.creditCents / 1.19);
          const { companyId, registrationId } = p;
          return { companyId, registrationId, type: 'credit_note', number: `GS-${year}-B${p.id}`, date: today, status: 'finished', netCents, vatCents: p.creditCents - netCents, grossCents: p.creditCents, correctsId: p.id };
        }),
      );
    }
    const paid = plan.filter((p) => p.paidCents > 0).map((p) => ({ documentId: p.id, paidOn: p.dueDate < today ? p.dueDate : today, amountCents: p.paidCents }));
    for (let start = 0; start < paid.length; start += CHUNK) await tx.insert(documentPayments).values(paid.slice(start, start + CHUNK));
  });
  await db.execute(sql`vacuum (analyze) ${documents}, ${documentPayments}`);
  const fates = Object.fromEntries(FATES.map(([fate]) => [fate, plan.filter((p) => p.fate === fate).length])) as Record<Fate, number>;
  return { invoices: plan.length, open: plan.filter((p) => p.openCents > 0).length, fates };
}

async function post<T>(url: string, body: object): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function getText(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 500)}`);
  return text;
}

/** One call's time, from the request to the last byte of the answer read. */
async function timeOnce(base: string, call: ListCall) {
  const started = performance.now();
  const response = await fetch(base + call.path, { headers: call.headers });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${call.path}: ${response.status}`);
  return ms;
}

/** A measured call: its median and 95th percentile (nearest rank), and the call of the desk it is read beside. */
export interface Timing {
  label: string;
  median: number;
  p95: number;
  runs: number;
  desk?: string;
}

/** The calls one after the other, `rounds` times in turn after `warmUp` rounds not counted. */
async function timeInRounds(base: string, calls: (ListCall & { desk?: string })[], rounds: number, warmUp: number): Promise<Timing[]> {
  const times: number[][] = calls.map(() => []);
  for (let round = -warmUp; round < rounds; round++) {
    for (const [i, call] of calls.entries()) {
      const ms = await timeOnce(base, call);
      if (round >= 0) times[i]!.push(ms);
    }
  }
  const rank = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
  return calls.map((call, i) => {
    const sorted = times[i]!.sort((a, b) => a - b);
    return { label: call.label, median: rank(sorted, 0.5), p95: rank(sorted, 0.95), runs: sorted.length, desk: call.desk };
  });
}

export interface OpenItemsResult {
  summary: string;
  lists: Timing[];
  exports: Timing[];
}

/**
 * Seeds the open items, checks that the view lists what the seeding makes it (and the export as many rows), then
 * times the view and the desk's list beside the reference routes, and the two exports.
 */
export async function benchOpenItems(base: string, count = INVOICES): Promise<OpenItemsResult> {
  const { token } = await post<{ token: string }>(`${base}/be/login_check`, { username: 'be@messeportal.example', password: 'demo2027' });
  const headers = { authorization: `Bearer ${token}` };
  const total = async (query: string) => (JSON.parse(await getText(`${base}/be/open-items?${query}`, headers)) as { total: number }).total;
  // The demo's open items, and the bank bench's when it ran before: the view lists them too.
  const before = await total('lang=de-DE');
  const seeded = await post<Awaited<ReturnType<typeof seedOpenItems>>>(`${base}/bench/setup/open-items`, { eventId: EVENT, count });
  const desk = await registrationDeskCalls(base);

  const filter = 'state=overdue&age=days31to60';
  const search = `q=${DESK_SEARCH_FRAGMENT}`;
  const [listed, filtered, found] = await Promise.all([total('lang=de-DE'), total(filter), total(search)]);
  if (listed !== before + seeded.open) throw new Error(`open items: ${listed} listed, ${before} before and ${seeded.open} seeded open`);
  for (const [what, n] of [[filter, filtered], [search, found]] as const) {
    if (n < 100 || n >= listed) throw new Error(`open items: ${what} finds ${n} of ${listed}`);
  }
  const csv = await getText(`${base}/be/open-items/export?format=csv&lang=de-DE`, headers);
  const rows = csv.split('\r\n').length - 2; // the header line, and nothing after the last line break
  if (rows !== listed) throw new Error(`open items: the CSV export has ${rows} rows, the view lists ${listed}`);

  const call = (label: string, path: string, deskCall?: ListCall) => ({ label, path, headers, desk: deskCall?.label });
  const lists = await timeInRounds(
    base,
    [
      call('GET /bench/bare', '/bench/bare'),
      call('GET /bench/select', '/bench/select'),
      desk.calls.firstPage,
      desk.calls.state,
      desk.calls.search,
      call('GET /be/open-items (first page)', '/be/open-items?lang=de-DE', desk.calls.firstPage),
      call(`GET …/open-items?${filter}`, `/be/open-items?${filter}&lang=de-DE`, desk.calls.state),
      call(`GET …/open-items?${search}`, `/be/open-items?${search}&lang=de-DE`, desk.calls.search),
    ],
    ROUNDS,
    WARM_UP,
  );
  const servicesExport = call(`GET …/export/services?format=csv (${desk.totals.listed})`, `/be/event/${EVENT}/export/services?format=csv&lang=de-DE`);
  const exports = await timeInRounds(
    base,
    [servicesExport, call(`GET /be/open-items/export?format=csv (${rows})`, '/be/open-items/export?format=csv&lang=de-DE', servicesExport)],
    EXPORT_ROUNDS,
    1,
  );
  const { fates } = seeded;
  return {
    summary:
      `${seeded.invoices} invoices seeded (${fates.open} open, ${fates.partPaid} part paid, ${fates.paid} paid, ${fates.credited} credited in part, ` +
      `${fates.creditBalance} credit balances, ${fates.disputed} disputed); the view lists ${listed}, ${filter} ${filtered}, ${search} ${found}; ` +
      `the desk lists ${desk.totals.listed} registrations, ${desk.totals.unconfirmed} unconfirmed, search ${desk.totals.found}`,
    lists,
    exports,
  };
}

export function printOpenItems(label: string, r: OpenItemsResult) {
  console.log(`\n### ${label}: open items beside the desk's list, one call at a time (median and p95 of ${ROUNDS} rounds, exports ${EXPORT_ROUNDS})\n`);
  console.log(r.summary + '\n');
  const [bare, select] = r.lists;
  const ratio = (a: number, b: number | undefined) => (b === undefined ? '–' : (a / b).toFixed(2)).padStart(8);
  const table = (rows: Timing[], reference: boolean) => {
    console.log(`| ${'call'.padEnd(50)} | median ms | p95 ms  | ${reference ? '÷ bare   | ÷ select | ' : ''}÷ desk   |`);
    console.log(`|${'-'.repeat(52)}|-----------|---------|${reference ? '----------|----------|' : ''}----------|`);
    for (const t of rows) {
      const desk = rows.find((other) => other.label === t.desk)?.median;
      const ratios = reference ? [ratio(t.median, bare!.median), ratio(t.median, select!.median)] : [];
      console.log(`| ${t.label.padEnd(50)} | ${t.median.toFixed(1).padStart(9)} | ${t.p95.toFixed(1).padStart(7)} | ${[...ratios, ratio(t.median, desk)].join(' | ')} |`);
    }
  };
  table(r.lists, true);
  console.log('');
  table(r.exports, false);
}
