import { DEMO_FLAG_DELAY_MS } from '@chartroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsageEvent } from '../../lib/analytics/usage-events';
import { DEMO_STARTED_KEY, demoStarted, scheduleDemoFlag } from './demo-flag';
import { demoPlaceholderDelay } from './demo-placeholder';

/** A Storage in memory (the test runs without a DOM). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the demo flag', () => {
  it("is raised 4.5 s after Generate: stored, and sent once as 'Demo Started' with the role", () => {
    const store = memoryStorage();
    const sent: UsageEvent[] = [];
    scheduleDemoFlag(
      'sales',
      'd-sales',
      (e) => sent.push(e),
      DEMO_FLAG_DELAY_MS,
      () => store,
    );
    vi.advanceTimersByTime(DEMO_FLAG_DELAY_MS - 1);
    expect(sent).toEqual([]);
    expect(demoStarted(() => store)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      { eventName: 'Demo Started', dashboardId: 'd-sales', eventMetadata: { role: 'sales' } },
    ]);
    expect(demoStarted(() => store)).toEqual({ role: 'sales' });
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });

  it('a second Generate replaces the first; a cancel raises nothing', () => {
    const store = memoryStorage();
    const sent: UsageEvent[] = [];
    scheduleDemoFlag(
      'cfo',
      'd-cfo',
      (e) => sent.push(e),
      4500,
      () => store,
    );
    vi.advanceTimersByTime(2000);
    const cancel = scheduleDemoFlag(
      'product',
      'd-product',
      (e) => sent.push(e),
      4500,
      () => store,
    );
    vi.advanceTimersByTime(4500);
    expect(sent.map((e) => e.dashboardId)).toEqual(['d-product']);
    scheduleDemoFlag(
      'cfo',
      'd-cfo',
      (e) => sent.push(e),
      4500,
      () => store,
    )();
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
  });

  it('reads a stored flag, and nothing from junk or refused storage', () => {
    const store = memoryStorage();
    store.setItem(DEMO_STARTED_KEY, 'not json');
    expect(demoStarted(() => store)).toBeNull();
    store.setItem(DEMO_STARTED_KEY, JSON.stringify({ role: 'marketing' }));
    expect(demoStarted(() => store)).toEqual({ role: 'marketing' });
    expect(
      demoStarted(() => {
        throw new Error('SecurityError');
      }),
    ).toBeNull();
  });
});

describe('the demo chart placeholder', () => {
  it('lasts 750 to 1500 ms', () => {
    expect(demoPlaceholderDelay(() => 0)).toBe(750);
    expect(demoPlaceholderDelay(() => 0.5)).toBe(1125);
    expect(demoPlaceholderDelay(() => 0.999999)).toBe(1500);
  });
});
