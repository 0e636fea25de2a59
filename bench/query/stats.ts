/** Small timing helpers: medians of runs after a warm-up. */

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `fn` once to warm up, then `runs` times; returns the wall-clock ms of each run. */
export async function timeRuns(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

/**
 * Times several ways of getting the same answer interleaved (a, b, c, a, b, c, …) after one
 * warm-up each, so drift (page cache, CPU frequency, the other process) hits all of them alike.
 */
export async function timeInterleaved(
  runs: number,
  fns: ReadonlyArray<() => Promise<unknown>>,
): Promise<number[][]> {
  for (const fn of fns) await fn();
  const out = fns.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const t = performance.now();
      await fn();
      out[k]!.push(performance.now() - t);
    }
  }
  return out;
}

export function ms(x: number): string {
  if (!Number.isFinite(x)) return '—';
  return x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2);
}

export function verdict(value: number, target: number): string {
  if (!Number.isFinite(value)) return '—';
  return value <= target ? 'PASS' : 'MISS';
}
