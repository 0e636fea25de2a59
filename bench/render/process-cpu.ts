// CPU time of the processes this bench started (Chromium's browser, renderer, GPU and utility
// processes, and the server), read from /proc: a load's CPU cost by process kind, which a busy
// machine inflates far less than its wall time (the page waits for a core, but its work is the
// same). Linux only; elsewhere every figure is empty.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (Linux: 100). */
const TICK_MS = 10;

export type CpuByKind = Record<string, number>;

interface Proc {
  pid: number;
  ppid: number;
  ticks: number;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, which may hold spaces).
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(rest[1]);
    const utime = Number(rest[11]);
    const stime = Number(rest[12]);
    return { pid, ppid, ticks: utime + stime };
  } catch {
    return null; // gone meanwhile
  }
}

function kindOf(pid: number): string {
  let cmd = '';
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return 'other';
  }
  if (!/chrom/.test(cmd)) return /node/.test(cmd) ? 'server' : 'other';
  const type = /--type=([a-z-]+)/.exec(cmd)?.[1];
  if (!type) return 'browser';
  if (type === 'gpu-process') return 'gpu';
  return type;
}

/** CPU ms so far of every descendant of this process, by pid (with its kind). */
export function snapshotCpu(): Map<number, { kind: string; ms: number }> {
  const out = new Map<number, { kind: string; ms: number }>();
  if (!existsSync('/proc/self/stat')) return out;
  const procs: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const p = readProc(Number(name));
    if (p) procs.push(p);
  }
  const children = new Map<number, number[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const byPid = new Map(procs.map((p) => [p.pid, p]));
  const queue = [...(children.get(process.pid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    const p = byPid.get(pid);
    if (p) out.set(pid, { kind: kindOf(pid), ms: p.ticks * TICK_MS });
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** CPU ms so far of every thread of every descendant, by `pid/tid` (kind/thread name). */
export function snapshotThreads(
  processes: Map<number, { kind: string; ms: number }>,
): Map<string, { kind: string; ms: number }> {
  const out = new Map<string, { kind: string; ms: number }>();
  for (const [pid, { kind }] of processes) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '');
        const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ms = (Number(rest[11]) + Number(rest[12])) * TICK_MS;
        out.set(`${pid}/${tid}`, { kind: `${kind}/${name}`, ms });
      } catch {
        // gone meanwhile
      }
    }
  }
  return out;
}

/** CPU ms spent between two snapshots, by process kind (processes born meanwhile from 0). */
export function cpuBetween<K>(
  before: Map<K, { kind: string; ms: number }>,
  after: Map<K, { kind: string; ms: number }>,
): CpuByKind {
  const out: CpuByKind = {};
  for (const [pid, { kind, ms }] of after) {
    const spent = ms - (before.get(pid)?.ms ?? 0);
    if (spent > 0) out[kind] = (out[kind] ?? 0) + spent;
  }
  return out;
}
