/**
 * Reading a Chromium performance trace (Playwright's `browser.startTracing`, Chrome's trace-event
 * JSON) for the browser bench: User Timing marks from the page and from the pairing worker (one
 * clock for both threads), the main thread's long tasks, what each long task spent its time on
 * (self time by trace event: script, style, layout, paint, GC…) and, when the V8 sampling
 * profiler was recorded too, the app's source lines that ran in it (through the build's source
 * maps, `vite build --sourcemap hidden`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: Record<string, unknown>;
}

/** Trace categories: marks, tasks and the timeline events; `profile` adds V8's sampling profiler. */
export const traceCategories = (profile: boolean): string[] => [
  'blink.user_timing', 'toplevel', 'devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline',
  ...(profile ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

export interface Trace {
  readonly events: readonly TraceEvent[];
  /** Thread ids by name ('CrRendererMain', 'DedicatedWorker thread', …) of the page's renderer. */
  readonly threads: ReadonlyMap<number, string>;
  readonly mainTid: number;
  readonly pid: number;
}

export const readTrace = (buffer: Buffer): Trace => {
  const json = JSON.parse(buffer.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(json) ? json : json.traceEvents;
  const threads = new Map<number, string>();
  // The renderer whose main thread carries the page's marks.
  const pageMark = events.find((e) => e.cat.includes('blink.user_timing') && e.name.startsWith('bench:'));
  const pid = pageMark?.pid ?? events.find((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain')?.pid ?? 0;
  for (const e of events) {
    if (e.pid === pid && e.ph === 'M' && e.name === 'thread_name') threads.set(e.tid, String((e.args as { name?: string }).name));
  }
  const mainTid = pageMark?.tid ?? [...threads].find(([, n]) => n === 'CrRendererMain')?.[0] ?? 0;
  return { events: events.filter((e) => e.pid === pid), threads, mainTid, pid };
};

/** The User Timing marks whose names start with `prefix`, in time order (µs, the trace's clock). */
export const marksOf = (trace: Trace, prefix: string): { readonly name: string; readonly ts: number; readonly tid: number }[] =>
  trace.events
    .filter((e) => e.cat.includes('blink.user_timing') && e.name.startsWith(prefix) && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'i'))
    .map((e) => ({ name: e.name, ts: e.ts, tid: e.tid }))
    .sort((a, b) => a.ts - b.ts);

export interface LongTask {
  readonly start: number;
  readonly ms: number;
  /** Self time (ms) by kind of work: script, style, layout, paint, gc, compile, other. */
  readonly kinds: Readonly<Record<string, number>>;
}

const kindOf = (name: string): string => {
  if (/GC|Gc|gc/.test(name) && !/^GCEvent$/.test(name)) return 'gc';
  if (/compile|Compile|parse|Parse/.test(name)) return 'compile';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ParseAuthorStyleSheet') return 'style';
  if (name === 'Layout' || name === 'UpdateLayout' || name === 'LocalFrameView::layout') return 'layout';
  if (/Paint|Layerize|Commit|UpdateLayer|CompositeLayers|PrePaint/.test(name)) return 'paint';
  if (/FunctionCall|EvaluateScript|v8\.|V8\.|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|XHR|HandlePostMessage/.test(name)) return 'script';
  return 'other';
};

/** The main thread's tasks of at least `minMs`, each with its self time by kind of work. */
export const longTasksOf = (trace: Trace, minMs = 50, from = -Infinity, to = Infinity): LongTask[] => {
  const main = trace.events.filter((e) => e.tid === trace.mainTid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur! >= minMs * 1000 && e.ts >= from && e.ts <= to);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = main.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= end && e !== task);
    // Self time: each event's duration minus its direct children's (events nest on one thread).
    const kinds: Record<string, number> = {};
    const stack: { e: TraceEvent; child: number }[] = [{ e: task, child: 0 }];
    const close = (upTo: number): void => {
      while (stack.length > 1 && stack[stack.length - 1]!.e.ts + stack[stack.length - 1]!.e.dur! <= upTo) {
        const done = stack.pop()!;
        const self = done.e.dur! - done.child;
        kinds[kindOf(done.e.name)] = (kinds[kindOf(done.e.name)] ?? 0) + self / 1000;
        stack[stack.length - 1]!.child += done.e.dur!;
      }
    };
    for (const e of inside) {
      close(e.ts);
      stack.push({ e, child: 0 });
    }
    close(Infinity);
    kinds.other = (kinds.other ?? 0) + (task.dur! - stack[0]!.child) / 1000;
    return { start: task.ts, ms: task.dur! / 1000, kinds };
  });
};

interface ProfileNode { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }

/**
 * The main thread's V8 samples in [from, to] (µs), as the app's source lines: for each sample the
 * innermost frame in the app's own code (src/…, through the source maps) and the innermost frame
 * of all (a library, the browser). Returns ms by place, largest first.
 */
export const hotSourcesOf = (trace: Trace, dist: string, windows: readonly { start: number; end: number }[]): { own: [string, number][]; leaf: [string, number][] } => {
  const profiles = new Map<string, { tid: number; start: number; nodes: Map<number, ProfileNode>; samples: number[]; deltas: number[] }>();
  for (const e of trace.events) {
    const data = (e.args as { data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } } | undefined)?.data;
    if (e.name === 'Profile' && e.id !== undefined) profiles.set(e.id, { tid: e.tid, start: data?.startTime ?? e.ts, nodes: new Map(), samples: [], deltas: [] });
    if (e.name === 'ProfileChunk' && e.id !== undefined) {
      const p = profiles.get(e.id);
      if (!p) continue;
      for (const n of data?.cpuProfile?.nodes ?? []) p.nodes.set(n.id, n);
      p.samples.push(...(data?.cpuProfile?.samples ?? []));
      p.deltas.push(...(data?.timeDeltas ?? []));
    }
  }
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (url: string): SourceMapConsumer | null => {
    if (!maps.has(url)) {
      const file = join(dist, new URL(url).pathname + '.map');
      maps.set(url, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
    }
    return maps.get(url)!;
  };
  const placeOf = (f: ProfileNode['callFrame']): { own: boolean; text: string } => {
    if (!f.url?.startsWith('http')) return { own: false, text: f.functionName || `(${f.url || 'native'})` };
    const c = consumer(f.url);
    const pos = c?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
    if (!pos?.source) return { own: false, text: `${f.functionName || '(anonymous)'} ${new URL(f.url).pathname}` };
    const source = pos.source.replace(/^(\.\.\/)+/, '');
    return { own: source.startsWith('src/'), text: `${source.replace(/^node_modules\//, '')}:${pos.line}${f.functionName ? ` ${f.functionName}` : ''}` };
  };
  const own = new Map<string, number>();
  const leaf = new Map<string, number>();
  for (const p of profiles.values()) {
    if (p.tid !== trace.mainTid) continue;
    let t = p.start;
    for (let i = 0; i < p.samples.length; i++) {
      t += p.deltas[i] ?? 0;
      const next = p.deltas[i + 1] ?? 0;
      if (!windows.some((w) => t >= w.start && t <= w.end)) continue;
      let node = p.nodes.get(p.samples[i]!);
      const first = node ? placeOf(node.callFrame) : { own: false, text: '?' };
      if (first.text === '(idle)' || first.text === '(program)') continue;
      leaf.set(first.text, (leaf.get(first.text) ?? 0) + next / 1000);
      let mine: string | null = first.own ? first.text : null;
      while (mine === null && node?.parent !== undefined) {
        node = p.nodes.get(node.parent);
        if (node) {
          const place = placeOf(node.callFrame);
          if (place.own) mine = place.text;
        }
      }
      own.set(mine ?? '(no app frame)', (own.get(mine ?? '(no app frame)') ?? 0) + next / 1000);
    }
  }
  const sorted = (m: Map<string, number>): [string, number][] => [...m].sort((a, b) => b[1] - a[1]);
  return { own: sorted(own), leaf: sorted(leaf) };
};
