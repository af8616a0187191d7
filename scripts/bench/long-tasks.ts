import type { Browser } from '@playwright/test';
import { basename, join } from 'node:path';
import { SourceMap, type Origin } from './source-map';

/**
 * Where the main thread goes during one page load, task by task: a Chromium trace (the timeline
 * and V8's sampling profiler) of one first visit with the CPU slowed down as in the Lighthouse
 * runs (the calibrated phone), on a phone-sized screen. For each task over 50 ms: when it ran
 * (from the navigation's start, and whether after the first paint), what started it, and what
 * ran in it: scripts evaluated, React's work (hydrating, rendering, committing, effects) and the
 * app's and libraries' functions with the most time in it, named through the build's source
 * maps. A measurement for `npm run bench`, never a gate.
 */
export interface TaskPart {
  what: string;
  ms: number;
}

export interface LongTask {
  /** From the navigation's start. */
  startMs: number;
  durationMs: number;
  afterFirstPaint: boolean;
  /** What started the task (parsing the HTML, a script, React's scheduler, a timer, an event). */
  trigger: string;
  /** Its kinds of work, heaviest first: script evaluation, hydration, render, commit, style... */
  work: TaskPart[];
  /** The functions with the most time in it (their own and what they called), heaviest first. */
  functions: TaskPart[];
}

export interface LoadTrace {
  url: string;
  cpuSlowdown: number;
  fcpMs: number | null;
  lcpMs: number | null;
  /** Every task over 50 ms (or the bench's --task-ms), in order. */
  tasks: LongTask[];
  /** Sum over the tasks of their time beyond 50 ms, from the first paint to the end (TBT's way). */
  blockingAfterFirstPaintMs: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: Record<string, unknown> & {
      url?: string;
      functionName?: string;
      type?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
    };
    beginData?: { url?: string };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const LONG_TASK_MS = 50;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

/** One first visit of `url`, traced, until the page has been quiet for a while. */
export async function traceLoad(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  buildDir: string,
  listOverMs = LONG_TASK_MS,
): Promise<LoadTrace> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  let trace: Buffer;
  try {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const w = window as unknown as { lastLongTaskEnd: number };
      w.lastLongTaskEnd = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.lastLongTaskEnd = Math.max(w.lastLongTaskEnd, entry.startTime + entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await browser.startTracing(page, { categories: CATEGORIES, screenshots: false });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // Polled over the DevTools protocol with one small expression: Playwright's waitForFunction
    // would first evaluate its injected script in the page, a task of 10–20 ms (unthrottled)
    // that is the bench's own, not the app's.
    const until = async (expression: string, timeoutMs: number) => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const { result } = await session.send('Runtime.evaluate', {
          expression,
          returnByValue: true,
        });
        if (result.value === true) return;
        if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    await until(`document.documentElement.hasAttribute('data-app-ready')`, 120_000);
    // The later tasks (after hydration: the current answers, what mounts after idle) count too:
    // wait until no long task has ended for 3 s (at most 30 s).
    await until('performance.now() - window.lastLongTaskEnd > 3000', 30_000);
    trace = await browser.stopTracing();
  } finally {
    await context.close();
  }
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  return analyse(url, cpuSlowdown, traceEvents, join(buildDir, 'assets'), listOverMs);
}

/** The renderer main thread that loaded `url` (the one whose navigation started there). */
function mainThread(events: TraceEvent[], url: string) {
  const start = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        String(e.args.data.documentLoaderURL ?? '').startsWith(url),
    )
    .at(-1);
  if (!start) throw new Error(`no navigation to ${url} in the trace`);
  return { pid: start.pid, tid: start.tid, navigationStart: start.ts };
}

/** The CPU profile's samples on that thread: each sample's time and stack (leaf first). */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const profiles = new Map<string, { start: number; tid: number }>();
  for (const e of events)
    if (e.name === 'Profile' && e.pid === pid && e.id)
      profiles.set(e.id, { start: e.args?.data?.startTime ?? e.ts, tid: e.tid });
  const nodes = new Map<string, Map<number, ProfileNode>>();
  const samples: { ts: number; leaf: ProfileNode; profile: string }[] = [];
  const time = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !e.id) continue;
    const profile = profiles.get(e.id);
    if (!profile || profile.tid !== tid) continue;
    const byId = nodes.get(e.id) ?? new Map<number, ProfileNode>();
    nodes.set(e.id, byId);
    for (const node of e.args?.data?.cpuProfile?.nodes ?? []) byId.set(node.id, node);
    let ts = time.get(e.id) ?? profile.start;
    const deltas = e.args?.data?.timeDeltas ?? [];
    (e.args?.data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, leaf: byId.get(id)!, profile: e.id! });
    });
    time.set(e.id, ts);
  }
  const stackOf = (sample: (typeof samples)[number]) => {
    const stack: ProfileNode[] = [];
    const byId = nodes.get(sample.profile)!;
    for (let node: ProfileNode | undefined = sample.leaf; node; node = byId.get(node.parent ?? -1))
      stack.push(node);
    return stack;
  };
  return samples
    .filter((s) => s.leaf)
    .sort((a, b) => a.ts - b.ts)
    .map((s) => ({ ts: s.ts, stack: stackOf(s) }));
}

/** A chunk's file name, or the page's own inline script. */
const scriptName = (url: string) =>
  /\/assets\//.test(url) ? basename(new URL(url).pathname) : "the page's inline script";

/** What a trace event directly under a task says started it. */
function triggerOf(child: TraceEvent | undefined): string {
  if (!child) return 'browser work';
  const data = child.args?.data ?? {};
  const file = (u: unknown) => (typeof u === 'string' && u ? scriptName(u) : '');
  switch (child.name) {
    case 'ParseHTML':
      return 'parsing the HTML';
    case 'EvaluateScript':
    case 'v8.evaluateModule':
    case 'v8.compileModule':
      return `evaluating ${file(data.url ?? child.args?.data?.url) || 'a script'}`;
    case 'TimerFire':
      return 'a timer';
    case 'FireAnimationFrame':
      return 'an animation frame';
    case 'FireIdleCallback':
      return 'an idle callback';
    case 'EventDispatch':
      return `a ${String(data.type)} event`;
    case 'FunctionCall':
      return /scheduler|react/i.test(String(data.url ?? '')) || !data.url
        ? `a function call (${file(data.url) || 'native'} ${data.functionName || ''})`.trim()
        : `a function call in ${file(data.url)}`;
    case 'RunMicrotasks':
    case 'v8.runMicrotasks':
      return 'promise callbacks (an answer arrived, a module loaded)';
    case 'XHRReadyStateChange':
    case 'ResourceReceivedData':
    case 'ResourceFinish':
      return 'a network answer';
    default:
      return child.name;
  }
}

/**
 * React's phases, by the names of react-dom's own functions on the stack (through source maps):
 * only its frames, since a library's `hydrate` (the router's, the query cache's) is not React's.
 */
const REACT_PHASES: [RegExp, string][] = [
  [/hydrat/i, 'React hydrating'],
  [/^commitPassive|^flushPassiveEffects/, 'React effects (useEffect)'],
  [/^commit|^flushLayout|^flushMutation/, 'React committing'],
  [
    /^(performWorkOnRoot|renderRoot|workLoop|performUnitOfWork|beginWork|completeWork)/,
    'React rendering',
  ],
];

async function analyse(
  url: string,
  cpuSlowdown: number,
  events: TraceEvent[],
  assetsDir: string,
  listOverMs: number,
): Promise<LoadTrace> {
  const { pid, tid, navigationStart } = mainThread(events, url);
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid);
  const since = (ts: number) => (ts - navigationStart) / 1000;
  const mark = (name: string) => {
    const found = events.filter((e) => e.name === name && e.pid === pid && e.ts >= navigationStart);
    return found.length ? since(found.at(-1)!.ts) : null;
  };
  const fcpMs = mark('firstContentfulPaint');
  const lcpMs = mark('largestContentfulPaint::Candidate');

  const maps = new Map<string, SourceMap | null>();
  const mapOf = async (scriptUrl: string) => {
    const file = basename(new URL(scriptUrl).pathname);
    if (!maps.has(file)) maps.set(file, await SourceMap.read(join(assetsDir, `${file}.map`)));
    return maps.get(file) ?? null;
  };
  const origins = new Map<ProfileNode, Origin | null>();
  const originOf = async (node: ProfileNode): Promise<Origin | null> => {
    if (origins.has(node)) return origins.get(node)!;
    const { url: script, lineNumber, columnNumber } = node.callFrame;
    const origin =
      script && /\/assets\/.+\.js/.test(script)
        ? ((await mapOf(script))?.originOf(lineNumber, columnNumber) ?? null)
        : null;
    origins.set(node, origin);
    return origin;
  };
  /** `name (src/file.tsx)` or `name (package)`; null for the browser's own frames. */
  const labelOf = async (node: ProfileNode): Promise<string | null> => {
    const origin = await originOf(node);
    if (!origin) {
      const { functionName, url: script } = node.callFrame;
      if (!script) return null;
      return `${functionName || '(anonymous)'} (${scriptName(script)})`;
    }
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(origin.source)?.[1];
    const where = pkg ?? `${origin.source.replace(/^src\//, '')}:${origin.line}`;
    return `${origin.name ?? node.callFrame.functionName ?? '(anonymous)'} (${where})`;
  };

  const samples = samplesOf(events, pid, tid);
  const tasks: LongTask[] = [];
  const runTasks = onThread.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > listOverMs * 1000,
  );
  for (const task of runTasks) {
    if (task.ts < navigationStart) continue;
    const end = task.ts + task.dur!;
    const inside = onThread.filter((e) => e.ts >= task.ts && e.ts < end && e !== task);
    // The first event under the task that says what it is (not the scheduler's own wrappers).
    const first = inside
      .filter((e) => e.ph === 'X' && e.dur && !e.name.includes('::') && e.name !== 'RunTask')
      .sort((a, b) => a.ts - b.ts)[0];

    const work = new Map<string, number>();
    const add = (what: string, ms: number) => work.set(what, (work.get(what) ?? 0) + ms);
    // The browser's own work, from the timeline.
    for (const e of inside) {
      if (e.ph !== 'X' || !e.dur) continue;
      const ms = e.dur / 1000;
      if (e.name === 'ParseHTML') add('parsing HTML', ms);
      else if (e.name === 'UpdateLayoutTree') add('style', ms);
      else if (e.name === 'Layout') add('layout', ms);
      else if (e.name === 'Paint' || e.name === 'PrePaint') add('paint', ms);
      else if (/^(MinorGC|MajorGC)$/.test(e.name)) add('garbage collection', ms);
      else if (e.name === 'v8.compileModule' || e.name === 'v8.compile') add('compiling', ms);
    }
    // Script time, from the samples: evaluating a module, or React's phases, or other script.
    const functions = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    for (let i = 0; i < inTask.length; i++) {
      const sample = inTask[i]!;
      const next = inTask[i + 1]?.ts ?? end;
      const ms = Math.min(next - sample.ts, 10_000) / 1000;
      const leaf = sample.stack[0]!.callFrame.functionName;
      if (['(program)', '(idle)', '(garbage collector)', '(root)'].includes(leaf)) continue;
      const labels = (await Promise.all(sample.stack.map(labelOf))).filter((l): l is string => !!l);
      if (!labels.length) continue;
      const reactNames = labels
        .filter((l) => l.endsWith('(react-dom)'))
        .map((l) => l.replace(/ \(.*$/, ''));
      const phase = REACT_PHASES.find(([pattern]) => reactNames.some((n) => pattern.test(n)))?.[1];
      // A module's top level: the outermost frame is an anonymous function of a chunk.
      const outer = sample.stack.filter((n) => n.callFrame.url).at(-1);
      const moduleTop =
        !phase && outer && !outer.callFrame.functionName
          ? `evaluating ${scriptName(outer.callFrame.url)}`
          : undefined;
      add(phase ?? moduleTop ?? 'other script', ms);
      // Each function once per sample (its time with what it called): the app's and libraries'.
      for (const label of new Set(labels)) {
        if (/\((react-dom|scheduler|react)\)$/.test(label)) continue;
        functions.set(label, (functions.get(label) ?? 0) + ms);
      }
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([what, ms]) => ({ what, ms: Math.round(ms) }))
        .filter((part) => part.ms >= 1);
    tasks.push({
      startMs: Math.round(since(task.ts)),
      durationMs: Math.round(task.dur! / 1000),
      afterFirstPaint: fcpMs !== null && since(task.ts) >= fcpMs,
      trigger: triggerOf(first),
      work: top(work, 6),
      functions: top(functions, 8),
    });
  }
  const blockingAfterFirstPaintMs = tasks
    .filter((t) => t.afterFirstPaint)
    .reduce((sum, t) => sum + Math.max(0, t.durationMs - LONG_TASK_MS), 0);
  return { url, cpuSlowdown, fcpMs, lcpMs, tasks, blockingAfterFirstPaintMs };
}

/** The long tasks of one page as lines of text, for the bench's output. */
export function describeLongTasks(path: string, trace: LoadTrace): string {
  const ms = (v: number | null) => (v === null ? '–' : `${Math.round(v)} ms`);
  const lines = [
    `${path}: FCP ${ms(trace.fcpMs)}, LCP ${ms(trace.lcpMs)}, ${trace.tasks.length} long task(s), ` +
      `${Math.round(trace.blockingAfterFirstPaintMs)} ms blocking after the first paint`,
  ];
  for (const task of trace.tasks) {
    lines.push(
      `  ${String(task.startMs).padStart(6)} ms  ${String(task.durationMs).padStart(4)} ms` +
        `${task.afterFirstPaint ? '  after FCP ' : '  before FCP'}  started by ${task.trigger}`,
    );
    lines.push(`        work: ${task.work.map((p) => `${p.what} ${p.ms}`).join(', ') || '–'}`);
    lines.push(`        in:   ${task.functions.map((p) => `${p.what} ${p.ms}`).join(', ') || '–'}`);
  }
  return lines.join('\n');
}
