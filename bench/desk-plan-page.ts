// What bench/desk-plan-browser.ts runs inside the page (the functions handed to Playwright are serialised and run
// there, so each is self-contained): a probe, installed before the app's scripts, that notes when the plan's stands
// are drawn and the frame after, and counters of the frames seen during a pan or a zoom.

/** Times in ms since the navigation started (`performance.now()` of the document). */
export interface LoadProbe {
  /** The drawing of the hall holds all its stands (the commit that put them in the document). */
  drawnAt: number | null;
  /** The first frame after that: a requestAnimationFrame callback, then the task after it (style, layout, paint done). */
  paintedAt: number | null;
  /** Another hall's drawing was shown first. */
  otherHall: boolean;
  /** The last largest-contentful-paint entry, and its element. */
  lcp: number | null;
  lcpElement: string | null;
}

export interface FrameCounters {
  /** requestAnimationFrame callbacks while the counters ran, and the longest time between two. */
  callbacks: number;
  longestGap: number;
  /** Changes of the drawing's `<g transform>` or of the CSS transform around it (the pan and zoom), and the frames in which it changed. */
  changes: number;
  changedFrames: number;
  running: boolean;
  startedAt: number;
  stoppedAt: number;
}

type ProbeWindow = Window & { __deskPlan?: LoadProbe; __deskPlanFrames?: FrameCounters; __clickedAt?: number };

/** Init script: the probe, before the app's scripts run. */
export function installLoadProbe({ hall, stands }: { hall: string; stands: number }) {
  if (window.top !== window) return;
  const probe: LoadProbe = { drawnAt: null, paintedAt: null, otherHall: false, lcp: null, lcpElement: null };
  (window as ProbeWindow).__deskPlan = probe;
  const check = () => {
    const drawing = document.querySelector('polygon[data-stand]')?.closest('svg[role="img"]');
    if (!drawing) return;
    if (!drawing.getAttribute('aria-label')?.includes(hall)) return void (probe.otherHall = true);
    if (drawing.querySelectorAll('polygon[data-stand]').length < stands) return;
    probe.drawnAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (probe.paintedAt = performance.now());
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      probe.lcp = entry.startTime;
      probe.lcpElement = entry.element ? entry.element.tagName.toLowerCase() + (entry.element.className ? `.${String(entry.element.className).split(' ')[0]}` : '') : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The probe, and when the document was read and the plan's two calls went out and were answered. */
export function readLoadProbe() {
  const probe = (window as ProbeWindow).__deskPlan!;
  /** When the call was sent and when its answer's last byte came. */
  const timing = (pattern: RegExp) => {
    const entry = performance.getEntriesByType('resource').find((resource) => pattern.test(resource.name)) as PerformanceResourceTiming | undefined;
    return entry ? { sent: entry.startTime, received: entry.responseEnd } : null;
  };
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return {
    ...probe,
    domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : null,
    planAnswer: timing(/\/pub\/event\/\d+\/plan(\?|$)/),
    salesAnswer: timing(/\/stand-sales(\?|$)/),
  };
}

/** Starts counting frames and changes of the drawing's transform; `mark` goes into the trace (console.timeStamp). */
export function startFrameCounters(mark: string) {
  const svg = document.querySelector('polygon[data-stand]')?.closest('svg[role="img"]');
  const g = svg?.querySelector(':scope > g[transform]');
  if (!svg || !g) throw new Error('the drawing has no <g transform>');
  const counters: FrameCounters = { callbacks: 0, longestGap: 0, changes: 0, changedFrames: 0, running: true, startedAt: performance.now(), stoppedAt: 0 };
  (window as ProbeWindow).__deskPlanFrames = counters;
  let changed = false;
  let last = counters.startedAt;
  const observer = new MutationObserver((records) => {
    counters.changes += records.length;
    changed = true;
  });
  // Drawn anew at a view (the <g transform>), or moved as a whole while a gesture is under way (the CSS transform of the
  // box around the svg).
  observer.observe(g, { attributes: true, attributeFilter: ['transform'] });
  observer.observe(svg.parentElement!, { attributes: true, attributeFilter: ['style'] });
  const tick = (now: number) => {
    counters.callbacks++;
    counters.longestGap = Math.max(counters.longestGap, now - last);
    last = now;
    if (changed) counters.changedFrames++;
    changed = false;
    if (counters.running) requestAnimationFrame(tick);
    else observer.disconnect();
  };
  console.timeStamp(mark);
  requestAnimationFrame(tick);
}

export function stopFrameCounters(mark: string): FrameCounters {
  console.timeStamp(mark);
  const counters = (window as ProbeWindow).__deskPlanFrames!;
  counters.running = false;
  counters.stoppedAt = performance.now();
  return { ...counters };
}

/** Resolves at the next animation frame: one input step per frame. */
export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** The drawing's transform (drawn, and moved as a whole during a gesture), to check that the input really panned and zoomed. */
export const drawingTransform = () => {
  const svg = document.querySelector<SVGSVGElement>('polygon[data-stand]')?.closest<SVGSVGElement>('svg[role="img"]');
  const g = svg?.querySelector(':scope > g[transform]');
  return g ? `${g.getAttribute('transform')} ${svg!.parentElement!.style.transform}` : null;
};

/** Notes when the next click happens (its event's time, on the clock of the probe's times). */
export function noteNextClick() {
  document.addEventListener('click', (event) => ((window as ProbeWindow).__clickedAt ??= event.timeStamp), { capture: true, once: true });
}

/** From the click noted to the frame after the hall's stands were drawn. */
export function clickToPainted(): number {
  const { __clickedAt: clickedAt, __deskPlan: probe } = window as ProbeWindow;
  if (clickedAt === undefined || probe?.paintedAt == null) throw new Error('no click, or the plan not drawn after it');
  return probe.paintedAt - clickedAt;
}
