// The page's main-thread CPU profile of a dashboard load (BENCH_RENDER_PROFILE=1): V8's sampling
// profiler through the Chrome DevTools Protocol from navigation until every card is drawn, each
// sample's function mapped back to its source file through the build's hidden source maps, and
// the self time summed by library (node_modules package or workspace package). Layout, style and
// paint are native work, not JavaScript: V8 counts them as "(program)"; the trace's totals of
// those events are printed beside it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Starts V8's sampler on the page (before navigation). */
export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
}

export async function stopProfile(cdp: CDPSession): Promise<CpuProfile> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  return profile;
}

/** Self time in ms by library and by function, summed over profiles. */
export interface ProfileSummary {
  profiles: number;
  busyMs: number;
  byLibrary: Map<string, number>;
  byFunction: Map<string, number>;
}

export function emptySummary(): ProfileSummary {
  return { profiles: 0, busyMs: 0, byLibrary: new Map(), byFunction: new Map() };
}

/** Which library a source path (from a source map) belongs to. */
export function libraryOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? source);
  }
  const workspace = /(?:^|\/)(packages|apps)\/([^/]+)\/(?:src\/)?([^/]+)/.exec(source);
  if (workspace) {
    const [, kind, name, folder] = workspace;
    return `${kind}/${name}/${folder}`;
  }
  return source;
}

/** Maps positions in the built chunks to their sources (the build's hidden `.map` files). */
export class SourceMapper {
  private consumers = new Map<string, SourceMapConsumer | null>();

  constructor(private readonly dist: string) {}

  private consumer(url: string): SourceMapConsumer | null {
    let path: string;
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
    if (!this.consumers.has(path)) {
      const file = join(this.dist, `${path}.map`);
      this.consumers.set(
        path,
        existsSync(file)
          ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap)
          : null,
      );
    }
    return this.consumers.get(path) ?? null;
  }

  /** `[library, source:line]` of a frame; native and unmapped frames by their name. */
  locate(frame: CallFrame): [string, string] {
    if (!frame.url) return [frame.functionName || '(native)', ''];
    const consumer = this.consumer(frame.url);
    if (!consumer) return [frame.url.replace(/^.*\//, ''), ''];
    const pos = consumer.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (!pos.source) return [frame.url.replace(/^.*\//, ''), ''];
    const source = pos.source.replace(/^(\.\.\/)+/, '');
    return [libraryOf(source), `${source.replace(/^.*node_modules\//, '')}:${pos.line}`];
  }
}

/** Adds one profile's self time (the part of it before `untilMs`, ms from its start) to `into`. */
export function addProfile(
  into: ProfileSummary,
  profile: CpuProfile,
  mapper: SourceMapper,
  untilMs = Infinity,
): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n] as const));
  const located = new Map<number, [string, string]>();
  let t = 0;
  into.profiles++;
  for (const [i, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t / 1000 > untilMs) break;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    let where = located.get(id);
    if (!where) {
      where = mapper.locate(node.callFrame);
      located.set(id, where);
    }
    const [library, at] = where;
    const ms = delta / 1000;
    into.busyMs += ms;
    into.byLibrary.set(library, (into.byLibrary.get(library) ?? 0) + ms);
    const name = `${node.callFrame.functionName || '(anonymous)'}${at ? ` ${at}` : ''} [${library}]`;
    into.byFunction.set(name, (into.byFunction.get(name) ?? 0) + ms);
  }
}

/** Lines to print: per load (the profiles' mean), the top libraries and functions by self time. */
export function formatSummary(summary: ProfileSummary, top = 25): string[] {
  const n = Math.max(1, summary.profiles);
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  const line = ([k, v]: [string, number]) =>
    `  ${(v / n).toFixed(0).padStart(6)} ms ${((100 * v) / Math.max(1, summary.busyMs)).toFixed(1).padStart(5)}%  ${k}`;
  return [
    `main thread busy ${(summary.busyMs / n).toFixed(0)} ms per load (mean of ${summary.profiles}), until every card is drawn; self time:`,
    'by library:',
    ...sorted(summary.byLibrary).slice(0, top).map(line),
    'by function:',
    ...sorted(summary.byFunction).slice(0, top).map(line),
  ];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The page's main-thread trace events of a load: CPU time (`tdur`) by event, self only. */
export interface TraceSummary {
  loads: number;
  /** Main-thread CPU ms of top-level tasks (thread time, not wall time: the machine's load
   * does not inflate it much). */
  cpuMs: number;
  selfCpu: Map<string, number>;
}

export function emptyTraceSummary(): TraceSummary {
  return { loads: 0, cpuMs: 0, selfCpu: new Map() };
}

/**
 * Adds a Chromium trace (devtools.timeline categories) to `into`: on every renderer main thread
 * (CrRendererMain), each complete event's thread time minus its children's, by event name
 * (RunTask's own time is the scheduler's and everything untraced).
 */
export function addTrace(into: TraceSummary, trace: Buffer | string): void {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  const threadNames = new Map<string, string>(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name')
      .map((e) => [`${e.pid}:${e.tid}`, (e.args?.name ?? '').replace(/\d+$/, '')] as const),
  );
  const renderers = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => e.pid),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.dur === undefined || e.tdur === undefined) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!renderers.has(e.pid)) continue;
    let list = byThread.get(key);
    if (!list) byThread.set(key, (list = []));
    list.push(e);
  }
  into.loads++;
  for (const [key, events] of byThread) {
    const thread = threadNames.get(key) ?? key;
    const main = thread === 'CrRendererMain';
    events.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const stack: Array<{ end: number; name: string; self: number }> = [];
    const close = (until: number) => {
      while (stack.length > 0 && (stack[stack.length - 1]?.end ?? 0) <= until) {
        const done = stack.pop();
        const name = main ? done?.name : `${thread}: ${done?.name}`;
        if (done && name) into.selfCpu.set(name, (into.selfCpu.get(name) ?? 0) + done.self / 1000);
      }
    };
    for (const e of events) {
      close(e.ts);
      const tdur = e.tdur ?? 0;
      const parent = stack[stack.length - 1];
      if (parent) parent.self -= tdur;
      else if (main) into.cpuMs += tdur / 1000;
      stack.push({ end: e.ts + (e.dur ?? 0), name: e.name, self: tdur });
    }
    close(Infinity);
  }
}

export function formatTraceSummary(summary: TraceSummary, top = 24): string[] {
  const n = Math.max(1, summary.loads);
  return [
    `main thread CPU ${(summary.cpuMs / n).toFixed(0)} ms per load (thread time, mean of ${summary.loads}); self CPU by trace event (the renderer's other threads by name):`,
    ...[...summary.selfCpu.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${(v / n).toFixed(0).padStart(6)} ms  ${k}`),
  ];
}
