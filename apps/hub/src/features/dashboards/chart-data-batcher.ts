import { ApiError, type ChartData, type ChartroomClient } from '@chartroom/client';
import { CHART_DATA_BATCH_MAX, type FilterValueEntry } from '@chartroom/core';

/** What a batcher needs of the client. */
export type BatchClient = Pick<ChartroomClient, 'getChartDataBatch'>;

/** One card's data request: what it would send to `POST /query/chart-data`. */
export interface ChartDataRequest {
  dashboardId: string;
  chartId: string;
  version: number;
  filterValues: readonly FilterValueEntry[];
  segmentPage: number;
}

interface Waiter {
  resolve: (data: ChartData) => void;
  reject: (error: ApiError) => void;
}

/** A chart of a batch, and every card waiting for it (two cards may ask for the same data). */
interface Item {
  request: ChartDataRequest;
  filtersKey: string;
  waiters: Waiter[];
}

const itemKey = (r: ChartDataRequest, filtersKey: string) =>
  JSON.stringify([r.chartId, r.version, r.segmentPage, filtersKey]);

/** How long a prefetched answer waits for its card after it arrived (then it is dropped). */
export const PREFETCH_TTL_MS = 30_000;

/** A chart's data asked for ahead of its card (`prefetch`), until the card takes it. */
interface Prefetched {
  promise: Promise<ChartData>;
  /** Drops the entry PREFETCH_TTL_MS after the answer came; unset while it is on its way. */
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Collects the chart-data requests of one tick (a dashboard's cards mount together) into one
 * `POST /query/chart-data/batch` per dashboard, and settles each card's promise when its chart's
 * line arrives: every chart still draws as soon as its own data is there (decision 010). A later
 * single request (a segment page, one card's refresh) is a batch of one.
 */
export class ChartDataBatcher {
  private readonly queued = new Map<string, Map<string, Item>>();
  private readonly prefetched = new Map<string, Prefetched>();
  private scheduled = false;

  constructor(
    private readonly client: BatchClient,
    private readonly maxItems = CHART_DATA_BATCH_MAX,
    private readonly prefetchTtlMs = PREFETCH_TTL_MS,
  ) {}

  /**
   * Asks for these charts' data now (one batch with the other requests of this task), before
   * their cards exist: a dashboard knows its charts and their filter values from its own row,
   * while the chart rows are still loading. A card's `load` of the same request then takes the
   * answer (or the request on its way) instead of asking again, once; an answer no card took
   * within PREFETCH_TTL_MS of arriving is dropped. A request already prefetched and not yet
   * taken is not asked twice. The promise settles (never fails) when every answer is in.
   */
  prefetch(requests: readonly ChartDataRequest[]): Promise<void> {
    const arrivals: Promise<unknown>[] = [];
    for (const request of requests) {
      const key = prefetchKey(request);
      if (this.prefetched.has(key)) continue;
      const entry: Prefetched = { promise: this.ask(request) };
      this.prefetched.set(key, entry);
      const expire = () => {
        if (this.prefetched.get(key) !== entry) return; // taken already
        entry.timer = setTimeout(() => {
          if (this.prefetched.get(key) === entry) this.prefetched.delete(key);
        }, this.prefetchTtlMs);
      };
      // The card that takes it sees the error; an untaken failure is not an unhandled one.
      arrivals.push(entry.promise.then(expire, expire));
    }
    return Promise.all(arrivals).then(() => undefined);
  }

  /** The chart's data, as `client.getChartData` would answer (its ApiError on failure). */
  load(request: ChartDataRequest): Promise<ChartData> {
    const key = prefetchKey(request);
    const prefetched = this.prefetched.get(key);
    if (prefetched) {
      this.prefetched.delete(key);
      clearTimeout(prefetched.timer);
      return prefetched.promise;
    }
    return this.ask(request);
  }

  private ask(request: ChartDataRequest): Promise<ChartData> {
    return new Promise<ChartData>((resolve, reject) => {
      const filtersKey = JSON.stringify(request.filterValues);
      let items = this.queued.get(request.dashboardId);
      if (!items) {
        items = new Map();
        this.queued.set(request.dashboardId, items);
      }
      const key = itemKey(request, filtersKey);
      const item = items.get(key) ?? { request, filtersKey, waiters: [] };
      item.waiters.push({ resolve, reject });
      items.set(key, item);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // A task, not a microtask: React mounts a dashboard's cards (and TanStack Query starts their
    // fetches) across several microtasks of the same task.
    setTimeout(() => this.flush(), 0);
  }

  private flush(): void {
    this.scheduled = false;
    const queued = [...this.queued];
    this.queued.clear();
    for (const [dashboardId, items] of queued) {
      const all = [...items.values()];
      for (let start = 0; start < all.length; start += this.maxItems) {
        void this.send(dashboardId, all.slice(start, start + this.maxItems));
      }
    }
  }

  private async send(dashboardId: string, items: Item[]): Promise<void> {
    // The values most charts share go once; a chart with others carries its own.
    const common = mostCommon(items.map((i) => i.filtersKey));
    const shared = items.find((i) => i.filtersKey === common)?.request.filterValues ?? [];
    const settled = new Set<number>();
    try {
      const results = this.client.getChartDataBatch({
        dashboardId,
        filterValues: [...shared],
        charts: items.map(({ request, filtersKey }) => ({
          id: request.chartId,
          version: request.version,
          segmentPage: request.segmentPage,
          ...(filtersKey === common ? {} : { filterValues: [...request.filterValues] }),
        })),
      });
      for await (const result of results) {
        const item = items[result.index];
        if (!item || settled.has(result.index)) continue;
        settled.add(result.index);
        for (const waiter of item.waiters) {
          if (result.error) waiter.reject(result.error);
          else waiter.resolve(result.data);
        }
      }
      failUnsettled(items, settled, new ApiError('The answer ended before this chart’s data', 0));
    } catch (err) {
      const error =
        err instanceof ApiError
          ? err
          : new ApiError(err instanceof Error ? err.message : String(err), 0);
      failUnsettled(items, settled, error);
    }
  }
}

const prefetchKey = (r: ChartDataRequest) =>
  JSON.stringify([r.dashboardId, itemKey(r, JSON.stringify(r.filterValues))]);

function failUnsettled(items: Item[], settled: Set<number>, error: ApiError): void {
  items.forEach((item, index) => {
    if (settled.has(index)) return;
    settled.add(index);
    for (const waiter of item.waiters) waiter.reject(error);
  });
}

function mostCommon(keys: string[]): string | undefined {
  const counts = new Map<string, number>();
  let best: string | undefined;
  for (const key of keys) {
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (best === undefined || n > (counts.get(best) ?? 0)) best = key;
  }
  return best;
}

const batchers = new WeakMap<BatchClient, ChartDataBatcher>();

/** The batcher of a client (one per client, so an admin's and a tenant's never mix). */
export function chartDataBatcher(client: BatchClient): ChartDataBatcher {
  let batcher = batchers.get(client);
  if (!batcher) {
    batcher = new ChartDataBatcher(client);
    batchers.set(client, batcher);
  }
  return batcher;
}
