// Reads a Chromium trace of bench/desk-plan-browser.ts: the frames the page's compositor drew between the two marks the
// page set (console.timeStamp), and the main thread's longest tasks with what they spent their time on.

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string } };
}

/** Main-thread time in ms by kind of work. */
export type Work = Record<'script' | 'style and layout' | 'paint' | 'gc' | 'other', number>;

export interface TraceFigures {
  /** The measured stretch: from the start mark to the stop mark (the whole trace without them), in ms. */
  windowMs: number;
  /** DrawFrame events of the page's compositor in the stretch, and the longest time between two (or an end of it). */
  frames: number;
  longestFrameMs: number;
  droppedFrames: number;
  /** The page's main thread in the stretch: busy in tasks, and on what. */
  busyMs: number;
  work: Work;
  /** The longest tasks, longest first. */
  longestTasks: { ms: number; work: Work }[];
}

export const START_MARK = 'desk-plan:start';
export const STOP_MARK = 'desk-plan:stop';

function kindOf(name: string): keyof Work {
  if (/^(V8\.GC|MinorGC|MajorGC|BlinkGC|V8\.GC_|CppGC)/.test(name) || name.includes('Scavenge') || name.includes('Weakness')) return 'gc';
  if (/^(UpdateLayoutTree|RecalculateStyles|Layout|ParseAuthorStyleSheet|InvalidateLayout|ScheduleStyleRecalculation|HitTest)$/.test(name)) return 'style and layout';
  if (/^(Paint|PrePaint|Layerize|Commit|UpdateLayer|UpdateLayerTree|PaintImage|RasterTask|CompositeLayers)$/.test(name)) return 'paint';
  if (/^(FunctionCall|EvaluateScript|EventDispatch|TimerFire|FireAnimationFrame|v8\.|V8\.|ParseHTML|XHRReadyStateChange|FireIdleCallback|RunMicrotasks|BlinkScheduler_PerformMicrotaskCheckpoint|CompileScript|CompileCode|CacheScript)/.test(name)) return 'script';
  return 'other';
}

const emptyWork = (): Work => ({ script: 0, 'style and layout': 0, paint: 0, gc: 0, other: 0 });

/** Each event's own time (its duration less its children's), summed by kind, for the events inside one task. */
function workOf(task: TraceEvent, inside: TraceEvent[]): Work {
  const work = emptyWork();
  const own = new Map<TraceEvent, number>([[task, task.dur!]]);
  const stack: TraceEvent[] = [task];
  for (const event of inside) {
    while (stack.length > 1 && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop();
    const parent = stack.at(-1)!;
    own.set(parent, own.get(parent)! - event.dur!);
    own.set(event, event.dur!);
    stack.push(event);
  }
  for (const [event, micros] of own) {
    const kind = event === task ? 'other' : kindOf(event.name);
    work[kind] += Math.max(0, micros) / 1000;
  }
  return work;
}

export function analyseTrace(buffer: Buffer): TraceFigures {
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const threads = new Map<string, string>();
  for (const event of events) if (event.ph === 'M' && event.name === 'thread_name') threads.set(`${event.pid}/${event.tid}`, event.args!.name!);
  const threadOf = (event: TraceEvent) => threads.get(`${event.pid}/${event.tid}`);

  // The page's renderer: the one whose main thread ran the most (the traced page is the only busy one).
  const busyByPid = new Map<number, number>();
  for (const event of events) {
    if (event.name === 'RunTask' && event.ph === 'X' && threadOf(event) === 'CrRendererMain') busyByPid.set(event.pid, (busyByPid.get(event.pid) ?? 0) + event.dur!);
  }
  const pid = [...busyByPid].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (pid === undefined) throw new Error('the trace has no renderer main thread');
  const mark = (message: string) => events.find((event) => event.pid === pid && event.name === 'TimeStamp' && event.args?.data?.message === message)?.ts;
  const timed = events.filter((event) => event.pid === pid && event.ph !== 'M' && event.ts > 0);
  const from = mark(START_MARK) ?? Math.min(...timed.map((event) => event.ts));
  const to = mark(STOP_MARK) ?? Math.max(...timed.map((event) => event.ts + (event.dur ?? 0)));
  const within = (event: TraceEvent) => event.ts >= from && event.ts <= to;

  const compositor = (event: TraceEvent) => event.pid === pid && threadOf(event) === 'Compositor' && within(event);
  const frames = events.filter((event) => event.name === 'DrawFrame' && compositor(event)).map((event) => event.ts);
  const edges = [from, ...frames.sort((a, b) => a - b), to];
  const gaps = edges.slice(1).map((ts, i) => ts - edges[i]!);

  const main = events
    .filter((event) => event.pid === pid && event.ph === 'X' && event.dur !== undefined && threadOf(event) === 'CrRendererMain' && within(event))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: { ms: number; work: Work }[] = [];
  const work = emptyWork();
  let end = -Infinity;
  for (let i = 0; i < main.length; i++) {
    const task = main[i]!;
    if (task.name !== 'RunTask' || task.ts < end) continue;
    end = task.ts + task.dur!;
    const inside: TraceEvent[] = [];
    for (let j = i + 1; j < main.length && main[j]!.ts < end; j++) if (main[j]!.ts + main[j]!.dur! <= end) inside.push(main[j]!);
    const taskWork = workOf(task, inside);
    for (const kind of Object.keys(work) as (keyof Work)[]) work[kind] += taskWork[kind];
    tasks.push({ ms: task.dur! / 1000, work: taskWork });
  }
  return {
    windowMs: (to - from) / 1000,
    frames: frames.length,
    longestFrameMs: Math.max(...gaps) / 1000,
    droppedFrames: events.filter((event) => event.name === 'DroppedFrame' && compositor(event)).length,
    busyMs: tasks.reduce((sum, task) => sum + task.ms, 0),
    work,
    longestTasks: tasks.sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
}

/** "script 120, paint 90, …" in ms, largest first, without the small ones. */
export const describeWork = (work: Work) =>
  (Object.entries(work) as [keyof Work, number][])
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ');
