// The desk's plan of 2,000 stands in Chromium (issue 31, "Speed": it shows within 1 s and pans and zooms at ≥ 30
// frames a second). Debian's Chromium, headless, through Playwright, 1366 × 900 px, logged in as the demo staff
// member, on the hall bench/hall-plans.ts sets up ("Halle 12", sold by event 1, 200 stands booked, 300 held):
// - shows: the plan opened LOADS times from the event's page ("Standplan"), as staff at work open it, each in a new
//   context (empty cache: the page's own chunk is fetched with the click). A probe installed before the app's scripts
//   notes when the drawing holds the hall's 2,000 stands and the end of the frame after that; from the click's time,
//   median and max against the limit. Beside it `#/be/event/1/plan` loaded afresh LOADS times (the whole back office's
//   code fetched first), from the navigation's start, with the LCP and the plan's two calls.
// - pans and zooms: zoomed in by two wheel notches first (at the whole hall the plan leaves wheel and drag to the
//   page), then a drag in small steps around a circle (8 px each), then wheel steps in and out (±20 px each), each
//   for SECONDS, one input every 1/60 s whatever the page does (as a hand moves), while Chromium records a trace.
//   The frames are the DrawFrame events of the page's compositor between two marks the page sets around the input:
//   frames per second, and the longest frame (the longest time between two). requestAnimationFrame callbacks, and the
//   frames in which the drawing's transform changed, are counted in the page beside them. The traces' longest
//   main-thread tasks say where the time goes (bench/desk-plan-print.ts prints it all).
//
//   npx tsx bench/desk-plan-browser.ts   (WEB_DIST: a web built elsewhere than apps/web/dist; DESK_PLAN_TRACES: a
//   folder that gets the traces, for DevTools' performance panel; DESK_PLAN_ORIGIN: measure a server already running
//   with the hall set up)
//
// bench/run.ts calls measureDeskPlan() and printDeskPlan() (bench/desk-plan-print.ts) after prepareHallPlans(), on the
// server it started, which serves the web it built into apps/web/dist.
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import * as inPage from './desk-plan-page.ts';
import { printDeskPlan } from './desk-plan-print.ts';

export { printDeskPlan };
import { analyseTrace, START_MARK, STOP_MARK, type TraceFigures } from './desk-plan-trace.ts';

const HALL = 'Halle 12';
const STANDS = 2000;
const LOADS = Number(process.env.DESK_PLAN_LOADS ?? 5);
const SECONDS = Number(process.env.DESK_PLAN_SECONDS ?? 2);
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame'];
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const VIEWPORT = { width: 1366, height: 900 };
const FRAME_MS = 1000 / 60;
const IN_FLIGHT = 4;
/** The drag's speed: 8 px a display frame. */
const DRAG_PX_PER_MS = 8 / FRAME_MS;
const traces = process.env.DESK_PLAN_TRACES;

export type Load = ReturnType<typeof inPage.readLoadProbe> & { choseHall: boolean };
type Session = { token: string; userinfo: unknown };

export interface Motion {
  label: string;
  steps: number;
  counters: inPage.FrameCounters;
  trace: TraceFigures;
}

export interface DeskPlanMeasured {
  stands: number;
  viewport: typeof VIEWPORT;
  loads: Load[];
  /** From the click on the event page's link to the plan shown, LOADS times. */
  navigations: number[];
  loadTrace: TraceFigures;
  motions: Motion[];
}

async function staffSession(base: string): Promise<Session> {
  const response = await fetch(`${base}/be/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'be@messeportal.example', password: 'demo2027' }),
  });
  if (!response.ok) throw new Error(`login of the demo staff member: ${response.status}`);
  return (await response.json()) as Session;
}

/** Until the hall's stands are drawn and the frame after them ended, or (`orOtherHall`) another hall is drawn. */
const shownIn = (page: Page, orOtherHall: boolean) =>
  page.waitForFunction(
    (orOther) => {
      const probe = (window as { __deskPlan?: inPage.LoadProbe }).__deskPlan;
      return probe?.paintedAt != null || (orOther && probe?.otherHall);
    },
    orOtherHall,
    { timeout: 60_000, polling: 50 },
  );

/** A fresh context (empty cache) logged in as the login page leaves the storage, with the probe. */
async function staffContext(browser: Browser, session: Session) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE' });
  // tsx keeps function names by wrapping inner functions in `__name(fn, "name")`: the page gets a stand-in for it.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('lang', 'de-DE');
      localStorage.setItem('mp_be_token', token);
      localStorage.setItem('mp_be_user', user);
    },
    { token: session.token, user: JSON.stringify(session.userinfo) },
  );
  await context.addInitScript(inPage.installLoadProbe, { hall: HALL, stands: STANDS });
  return context;
}

/** The plan opened afresh: its address loaded in a fresh context. */
async function openPlan(browser: Browser, base: string, session: Session, traceAs?: string) {
  const context = await staffContext(browser, session);
  const page = await context.newPage();
  if (traceAs) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(`${base}/#/be/event/1/plan`);
  await shownIn(page, true).catch(async (error) => {
    const shot = join(tmpdir(), `desk-plan-${Date.now()}.png`);
    await page.screenshot({ path: shot });
    throw new Error(`the plan did not show (${page.url()}, screenshot ${shot}): ${error}`);
  });
  let load = await page.evaluate(inPage.readLoadProbe);
  // Another hall shown first: Halle 12 chosen, and the time taken to its drawing (from the navigation's start).
  const choseHall = load.paintedAt === null;
  if (choseHall) {
    await page.getByRole('radio', { name: HALL }).check({ force: true });
    await shownIn(page, false);
    load = await page.evaluate(inPage.readLoadProbe);
  }
  const trace = traceAs ? await browser.stopTracing() : null;
  if (trace && traces) writeFileSync(join(traces, `${traceAs}.json`), trace);
  return { page, load: { ...load, choseHall }, trace, close: () => context.close() };
}

/**
 * The plan opened as staff at work open it: from the event's page ("Standplan"), the back office already shown (a fresh
 * context all the same, so the page's own chunk is fetched): from the click to the frame after the drawing.
 */
async function openFromEventPage(browser: Browser, base: string, session: Session): Promise<number> {
  const context = await staffContext(browser, session);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/#/be/event/1`);
    const link = page.getByRole('link', { name: 'Standplan' });
    await link.waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(inPage.noteNextClick);
    await link.click();
    await shownIn(page, false);
    return await page.evaluate(inPage.clickToPainted);
  } finally {
    await context.close();
  }
}

/**
 * Inputs at the display's rate for SECONDS, as a hand gives them whatever the page does: one every 1/60 s, sent without
 * waiting for the last to be taken (at most IN_FLIGHT unanswered; Chromium merges the moves and wheel turns a busy
 * page has not taken yet, as it does a mouse's); `send(ms)` sends the one for that time since the start. Counted in
 * the page and traced. (Waiting for each input, or for the page's next frame after it, takes round trips that on a
 * busy machine held even a plan of 69 stands below 30 frames a second.)
 */
async function traced(browser: Browser, page: Page, label: string, send: (ms: number) => Promise<unknown>): Promise<Motion> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.evaluate(inPage.startFrameCounters, START_MARK);
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const pending = new Set<Promise<unknown>>();
  let steps = 0;
  for (let slot = 0; elapsed() < SECONDS * 1000; ) {
    if (pending.size >= IN_FLIGHT) await Promise.race(pending);
    const sent = send(elapsed()).finally(() => pending.delete(sent));
    pending.add(sent);
    steps++;
    // The next 1/60 s, or at once the current one when this one came late.
    slot = Math.max(slot + 1, Math.floor(elapsed() / FRAME_MS));
    while (elapsed() < slot * FRAME_MS) await new Promise((resolve) => setTimeout(resolve, Math.ceil(slot * FRAME_MS - elapsed())));
  }
  await Promise.all(pending);
  const counters = await page.evaluate(inPage.stopFrameCounters, STOP_MARK);
  const buffer = await browser.stopTracing();
  if (traces) writeFileSync(join(traces, `${label.split(' ')[0]}.json`), buffer);
  // The zoom may end where it started: the changes on the way are what shows that the input moved the plan.
  if (counters.changes === 0) throw new Error(`${label}: the plan did not move`);
  return { label, steps, counters, trace: analyseTrace(buffer) };
}

/** The plan opened LOADS times afresh, then once more traced, panned and zoomed. */
export async function measureDeskPlan(base: string): Promise<DeskPlanMeasured> {
  if (traces) mkdirSync(traces, { recursive: true });
  const shell = await fetch(`${base}/`);
  if (!shell.ok || !(await shell.text()).includes('<script')) throw new Error(`${base}/ serves no web app (${shell.status}): build it first`);
  const session = await staffSession(base);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const loads: Load[] = [];
    for (let i = 0; i < LOADS; i++) {
      const opened = await openPlan(browser, base, session);
      loads.push(opened.load);
      await opened.close();
    }
    const navigations: number[] = [];
    for (let i = 0; i < LOADS; i++) navigations.push(await openFromEventPage(browser, base, session));
    // Once more, traced (not counted: tracing slows the page), for the load's longest tasks; then panned and zoomed.
    const opened = await openPlan(browser, base, session, 'load');
    const { page } = opened;
    await page.waitForTimeout(1000);
    const drawing = page.locator(`svg[role="img"][aria-label*="${HALL}"]`);
    await drawing.evaluate((svg) => svg.scrollIntoView({ block: 'center' }));
    const box = (await drawing.boundingBox())!;
    const middle = { x: box.x + box.width / 2, y: Math.min(box.y + box.height / 2, VIEWPORT.height / 2) };
    await page.mouse.move(middle.x, middle.y);
    for (let i = 0; i < 2; i++) {
      await page.mouse.wheel(0, -240);
      await page.evaluate(inPage.nextFrame);
    }
    await page.waitForTimeout(500);

    // A drag around a circle about the middle, inside the drawing, 8 px a frame; then the wheel at the middle, in for
    // the first half of the time, out for the second. Straight through the DevTools protocol, not awaited one by one.
    const cdp = await page.context().newCDPSession(page);
    type MouseMore = { button?: 'left'; buttons?: number; clickCount?: number; deltaX?: number; deltaY?: number };
    const mouse = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased' | 'mouseWheel', [x, y]: [number, number], more: MouseMore = {}) =>
      cdp.send('Input.dispatchMouseEvent', { type, x, y, ...more });
    const radius = Math.min(150, box.width / 4, box.height / 4);
    const onCircle = (angle: number): [number, number] => [middle.x + radius * Math.sin(angle), middle.y - radius * Math.cos(angle)];
    await mouse('mouseMoved', onCircle(0));
    await mouse('mousePressed', onCircle(0), { button: 'left', buttons: 1, clickCount: 1 });
    await page.waitForTimeout(300);
    let last = onCircle(0);
    const pan = await traced(browser, page, 'pan (drag)', (ms) => mouse('mouseMoved', (last = onCircle((ms * DRAG_PX_PER_MS) / radius)), { button: 'left', buttons: 1 }));
    await mouse('mouseReleased', last, { button: 'left', buttons: 0, clickCount: 1 });
    await mouse('mouseMoved', [middle.x, middle.y]);
    await page.waitForTimeout(500);
    const zoom = await traced(browser, page, 'zoom (wheel)', (ms) => mouse('mouseWheel', [middle.x, middle.y], { deltaX: 0, deltaY: ms < SECONDS * 500 ? -20 : 20 }));
    await opened.close();
    return { stands: STANDS, viewport: VIEWPORT, loads, navigations, loadTrace: analyseTrace(opened.trace!), motions: [pan, zoom] };
  } finally {
    await browser.close();
  }
}

/** On its own: the bench server on a fresh PGlite, the hall set up as bench/hall-plans.ts does, then the measurement. */
async function main() {
  if (process.env.DESK_PLAN_ORIGIN) return printDeskPlan('as running', await measureDeskPlan(process.env.DESK_PLAN_ORIGIN));
  const port = Number(process.env.BENCH_PORT ?? 3160);
  const apiBase = `http://127.0.0.1:${port}`;
  const webDist = process.env.WEB_DIST;
  if (!webDist && !existsSync(join(import.meta.dirname, '../apps/web/dist/index.html'))) {
    throw new Error('no built web: run `npm run build -w apps/web` first, or set WEB_DIST to a build of it');
  }
  // The DXF import times are bench/hall-plans.ts's figures, not this bench's: timed once each here.
  process.env.BENCH_HALL_IMPORTS ??= '1';
  const { prepareHallPlans } = await import('./hall-plans.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-bench-desk-plan-'));
  const server = fork(join(import.meta.dirname, 'server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('message', () => resolve());
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    // As alone in bench/run.ts (BENCH_ONLY=halls): the desk bench's registrations seeded first.
    const prepared = await prepareHallPlans(apiBase, { seedRegistrations: true });
    console.log(prepared.summary);
    printDeskPlan('PGlite', await measureDeskPlan(apiBase));
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
