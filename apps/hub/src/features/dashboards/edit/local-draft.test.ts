import { dashboardConfigSchema } from '@chartroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_STATE_KEY,
  UNSAVED_CHANGES_KEY,
  clearDashboardDraft,
  draftWriter,
  readDashboardDraft,
  readDraftState,
  writeDashboardDraft,
  type DraftStorage,
} from './local-draft';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const draft = (name: string, baseVersion = 2) => ({
  name,
  baseVersion,
  config: dashboardConfigSchema.parse({
    title: name,
    charts: { c1: { layout: { i: 'c1', x: 0, y: 0, w: 4, h: 8 }, version: 1 } },
  }),
});

describe('local drafts under the spec keys', () => {
  it('stores by dashboard id then namespace, with the draft state beside it', () => {
    const storage = memoryStorage();
    writeDashboardDraft('d1', draft('One'), storage, new Date('2026-01-01T00:00:00Z'));
    writeDashboardDraft('d2', draft('Two', 7), storage);
    const unsaved = JSON.parse(storage.data.get(UNSAVED_CHANGES_KEY)!) as Record<string, unknown>;
    expect(Object.keys(unsaved)).toEqual(['d1', 'd2']);
    expect(unsaved.d1).toEqual({ dashboard: draft('One') });
    expect(readDashboardDraft('d1', storage)).toEqual(draft('One'));
    expect(readDraftState('d1', storage)).toEqual({
      version: 2,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(readDraftState('d2', storage)?.version).toBe(7);
  });

  it('keeps other entries of the dashboard (a chart id) when the dashboard draft is written', () => {
    const storage = memoryStorage();
    storage.setItem(UNSAVED_CHANGES_KEY, JSON.stringify({ d1: { chart9: { name: 'x' } } }));
    writeDashboardDraft('d1', draft('One'), storage);
    const unsaved = JSON.parse(storage.getItem(UNSAVED_CHANGES_KEY)!) as {
      d1: Record<string, unknown>;
    };
    expect(Object.keys(unsaved.d1).sort()).toEqual(['chart9', 'dashboard']);
  });

  it('clears one dashboard and removes empty keys', () => {
    const storage = memoryStorage();
    writeDashboardDraft('d1', draft('One'), storage);
    writeDashboardDraft('d2', draft('Two'), storage);
    clearDashboardDraft('d1', storage);
    expect(readDashboardDraft('d1', storage)).toBeNull();
    expect(readDashboardDraft('d2', storage)?.name).toBe('Two');
    clearDashboardDraft('d2', storage);
    expect(storage.data.has(UNSAVED_CHANGES_KEY)).toBe(false);
    expect(storage.data.has(DRAFT_STATE_KEY)).toBe(false);
  });

  it('drops unreadable or malformed drafts', () => {
    const storage = memoryStorage();
    storage.setItem(UNSAVED_CHANGES_KEY, '{not json');
    expect(readDashboardDraft('d1', storage)).toBeNull();
    storage.setItem(
      UNSAVED_CHANGES_KEY,
      JSON.stringify({ d1: { dashboard: { name: 'x', baseVersion: 1, config: { charts: 3 } } } }),
    );
    expect(readDashboardDraft('d1', storage)).toBeNull();
    expect(readDashboardDraft('d1', null)).toBeNull();
  });
});

describe('debounced writes (1 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the last draft 1 s after the last edit', () => {
    const storage = memoryStorage();
    const writer = draftWriter('d1', storage);
    writer.write(draft('A'));
    vi.advanceTimersByTime(600);
    writer.write(draft('B'));
    vi.advanceTimersByTime(999);
    expect(readDashboardDraft('d1', storage)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(readDashboardDraft('d1', storage)?.name).toBe('B');
  });

  it('writes at once when immediate or flushed, and never after cancel', () => {
    const storage = memoryStorage();
    const writer = draftWriter('d1', storage);
    writer.write(draft('Now'), true);
    expect(readDashboardDraft('d1', storage)?.name).toBe('Now');
    writer.write(draft('Later'));
    writer.flush();
    expect(readDashboardDraft('d1', storage)?.name).toBe('Later');
    writer.write(draft('Never'));
    writer.cancel();
    vi.advanceTimersByTime(5000);
    expect(readDashboardDraft('d1', storage)?.name).toBe('Later');
  });
});
