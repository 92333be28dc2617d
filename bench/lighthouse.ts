// Lighthouse 12 (mobile, its default settings: simulated slow 4G and a 4x slower CPU) on the pages of issue
// 12's and issue 29's budget: the configurator's first visit, the login page, the exhibitor's dashboard (logged
// in as the demo exhibitor), and the registration desk and an invoice of the kitchen fair (logged in as the demo
// staff user). Each page is measured in a fresh Chromium, cold cache, several times; the table
// shows the median of each category (budget: performance, accessibility and best practices at least 95)
// and of the metrics behind performance.
//
//   npx tsx bench/lighthouse.ts [origin] [runs]
//
// origin: a running Messeportal with the demo data (default http://localhost:3000, e.g. `npm start` after
// `npm run build`); runs: per page (default 3); pages: a comma-separated choice of the names below (default all).
// LIGHTHOUSE_REPORTS: a folder that gets each run's whole report (JSON), for its diagnostics. Chromium: CHROME_PATH, else /usr/bin/chromium. Not part
// of `npm run bench`: nine runs take minutes. The machine should be otherwise idle; scores vary with load.
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const origin = process.argv[2] ?? 'http://localhost:3000';
const runs = Number(process.argv[3] ?? 3);
const chosen = process.argv[4]?.split(',');
const reports = process.env.LIGHTHOUSE_REPORTS;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;
const BUDGET = 95;

type Who = 'exhibitor' | 'staff';

interface Page {
  name: string;
  hash: string;
  /** Logged in: the token in localStorage, as the login page leaves it. */
  as?: Who;
}

/** The demo logins and where the web app keeps each (apps/web/src/api/session.ts). */
const LOGINS: Record<Who, { path: string; username: string; keys: [token: string, user: string] }> = {
  exhibitor: { path: '/fe/login_check', username: 'demo@messeportal.example', keys: ['fe_token', 'userinfo'] },
  staff: { path: '/be/login_check', username: 'be@messeportal.example', keys: ['mp_be_token', 'mp_be_user'] },
};

async function session(who: Who): Promise<{ token: string; userinfo: unknown }> {
  const response = await fetch(`${origin}${LOGINS[who].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: LOGINS[who].username, password: 'demo2027' }),
  });
  if (!response.ok) throw new Error(`login of the demo ${who} failed: ${response.status}`);
  return (await response.json()) as { token: string; userinfo: unknown };
}

/** The kitchen fair's first issued invoice of the demo season. */
async function firstInvoiceId(): Promise<number> {
  const { token } = await session('staff');
  const response = await fetch(`${origin}/be/event/1/documents`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`the kitchen fair's documents: ${response.status}`);
  const { documents } = (await response.json()) as { documents: { id: number; type: string; isFinal: boolean }[] };
  const invoice = documents.find((document) => document.type === 'invoice' && document.isFinal);
  if (!invoice) throw new Error('the demo kitchen fair has no issued invoice');
  return invoice.id;
}

const PAGES: Page[] = [
  { name: 'configurator', hash: '#/e/offer/1' },
  { name: 'login', hash: '#/s/login' },
  { name: 'dashboard', hash: '#/', as: 'exhibitor' },
  { name: 'desk', hash: '#/be/event/1/registrations', as: 'staff' },
  { name: 'invoice', hash: `#/be/document/${await firstInvoiceId()}`, as: 'staff' },
];

interface Run {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  lcpElement?: string;
}

async function measure(page: Page): Promise<Run> {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] };
    let result;
    if (page.as) {
      // Lighthouse clears the origin's storage before it loads a page, which would drop the login: the token is
      // put in place on a file of the origin that loads no script, the cache emptied, and the reset left out.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.goto(`${origin}/favicon.svg`);
      const { token, userinfo } = await session(page.as);
      const [tokenKey, userKey] = LOGINS[page.as].keys;
      // Runs in the page; the bench is type-checked without the DOM's types.
      const store = (entries: [string, string][]) => {
        const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
        for (const [key, value] of entries) localStorage.setItem(key, value);
      };
      const entries: [string, string][] = [
        [tokenKey, token],
        [userKey, JSON.stringify(userinfo)],
      ];
      await tab.evaluate(store, entries);
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      result = await lighthouse(`${origin}/${page.hash}`, { ...flags, disableStorageReset: true }, undefined, tab);
      await browser.disconnect();
    } else {
      result = await lighthouse(`${origin}/${page.hash}`, flags);
    }
    if (!result) throw new Error(`Lighthouse gave no result for ${page.name}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(`${reports}/${page.name}-${Date.now()}.json`, JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? NaN]));
    const lcp = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
    return { scores, metrics, lcpElement: lcp?.items?.[0]?.items?.[0]?.node?.selector };
  } finally {
    chrome.kill();
  }
}

const median = (values: (number | undefined)[]) => {
  const sorted = values.map((value) => value ?? NaN).sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/** A run again when Chromium's trace lacks the page's start (Lighthouse's NO_NAVSTART, now and then on a busy machine). */
async function measureOnce(page: Page, attempts = 3): Promise<Run> {
  try {
    return await measure(page);
  } catch (error) {
    if (attempts <= 1 || !String(error).includes('NO_NAVSTART')) throw error;
    return measureOnce(page, attempts - 1);
  }
}

console.log(`\n### Lighthouse 12, mobile, ${origin}: median of ${runs} runs per page\n`);
console.log('| page         | performance | accessibility | best practices | FCP s | LCP s | TBT ms | CLS   | SI s  | runs (performance) |');
console.log('|--------------|-------------|---------------|----------------|-------|-------|--------|-------|-------|--------------------|');
let failed = false;
const lcpElements: string[] = [];
for (const page of PAGES.filter(({ name }) => !chosen || chosen.includes(name))) {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await measureOnce(page));
  const score = (id: string) => median(results.map((run) => run.scores[id]));
  const metric = (id: string) => median(results.map((run) => run.metrics[id]));
  const [performance, accessibility, bestPractices] = CATEGORIES.map((id) => {
    const value = score(id);
    failed ||= value < BUDGET;
    return `${value}${value < BUDGET ? ' **FAIL**' : ''}`;
  }) as [string, string, string];
  console.log(
    `| ${page.name.padEnd(12)} | ${performance.padEnd(11)} | ${accessibility.padEnd(13)} | ${bestPractices.padEnd(14)} | ` +
      `${(metric('first-contentful-paint') / 1000).toFixed(1).padStart(5)} | ${(metric('largest-contentful-paint') / 1000).toFixed(1).padStart(5)} | ` +
      `${metric('total-blocking-time').toFixed(0).padStart(6)} | ${metric('cumulative-layout-shift').toFixed(3)} | ` +
      `${(metric('speed-index') / 1000).toFixed(1).padStart(5)} | ${results.map((run) => run.scores.performance).join(', ').padEnd(18)} |`,
  );
  for (const element of new Set(results.map((run) => run.lcpElement))) lcpElements.push(`${page.name}: ${element ?? 'none'}`);
}
console.log(`\nLargest contentful paint (element):\n${lcpElements.map((line) => `- ${line}`).join('\n')}`);
if (failed) process.exitCode = 1;
