// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BROWSER_ID_KEY,
  SESSION_ID_KEY,
  createUsageSender,
  eventBody,
  eventTypeOf,
  localTime,
  type SendEvent,
} from './usage-events';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('eventBody', () => {
  it('adds the stored session and browser ids, the local time and the embedded flag', () => {
    const now = new Date('2026-11-25T08:00:00Z');
    const body = eventBody({ eventName: 'Dashboard Viewed', dashboardId: 'd1' }, true, now);
    expect(body).toEqual({
      eventType: 'dashboard',
      eventName: 'Dashboard Viewed',
      eventMetadata: {},
      dashboardId: 'd1',
      sessionId: sessionStorage.getItem(SESSION_ID_KEY),
      browserId: localStorage.getItem(BROWSER_ID_KEY),
      embedded: true,
      eventTimeLocal: localTime(now),
    });
    expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.browserId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.sessionId).not.toBe(body.browserId);
  });

  it('keeps the ids across events; a new tab session gets a new session id, same browser id', () => {
    const first = eventBody({ eventName: 'Chart Added' }, false);
    const second = eventBody({ eventName: 'Chart Moved' }, false);
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.browserId).toBe(first.browserId);
    sessionStorage.clear();
    const later = eventBody({ eventName: 'Chart Moved' }, false);
    expect(later.sessionId).not.toBe(first.sessionId);
    expect(later.browserId).toBe(first.browserId);
  });

  it('still sends without ids where storage is refused (a sandboxed iframe)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const body = eventBody({ eventName: 'Dashboard Viewed' }, true);
    expect(body.browserId).toBeUndefined();
    expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the metadata and description given', () => {
    const body = eventBody(
      { eventName: 'Filter Added', eventMetadata: { filterVersion: 'v2' }, eventDescription: 'x' },
      false,
    );
    expect(body).toMatchObject({
      eventType: 'filter',
      eventMetadata: { filterVersion: 'v2' },
      eventDescription: 'x',
    });
  });
});

describe('eventTypeOf', () => {
  it('is the first word of the name, workspace for the personal workspace', () => {
    expect(eventTypeOf('Dashboard Cloned')).toBe('dashboard');
    expect(eventTypeOf('Chart Updated')).toBe('chart');
    expect(eventTypeOf('Filter Removed')).toBe('filter');
    expect(eventTypeOf('Personal Workspace Created')).toBe('workspace');
  });
});

describe('localTime', () => {
  it('is ISO 8601 with the offset of the local zone, naming the same instant', () => {
    const now = new Date('2026-11-25T08:00:00.123Z');
    const text = localTime(now);
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
    expect(new Date(text).getTime()).toBe(now.getTime());
  });
});

describe('createUsageSender', () => {
  it('sends and returns at once; a failure is only logged', async () => {
    const sent: unknown[] = [];
    const log = vi.fn();
    let fail!: (error: Error) => void;
    const send: SendEvent = (body) => {
      sent.push(body);
      return new Promise((_resolve, reject) => (fail = reject));
    };
    const track = createUsageSender(send, true, log);
    expect(track({ eventName: 'Chart Removed', chartId: 'c1', dashboardId: 'd1' })).toBeUndefined();
    expect(sent).toEqual([expect.objectContaining({ eventName: 'Chart Removed', chartId: 'c1' })]);
    fail(new Error('offline'));
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('Usage event not sent', expect.any(Error)),
    );
  });

  it('logs a sender that throws instead of returning a promise', () => {
    const log = vi.fn();
    const track = createUsageSender(
      () => {
        throw new Error('no client');
      },
      false,
      log,
    );
    track({ eventName: 'Dashboard Saved' });
    expect(log).toHaveBeenCalledTimes(1);
  });
});
