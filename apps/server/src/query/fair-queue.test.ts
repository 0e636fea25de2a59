import { describe, expect, it } from 'vitest';
import { QueryCancelledError } from '@chartroom/connectors';
import type { Caller } from '../plugins/auth';
import { RetryLaterError } from '../plugins/retry-later';
import {
  FairSemaphore,
  QuerySlots,
  SlotWaitAbortedError,
  SlotWaitTimeoutError,
  fairShareKey,
} from './fair-queue';

const LONG = { maxWaitMs: 60_000 };

/** Lets pending promises settle (tasks that were admitted start). */
const settle = () => new Promise((r) => setImmediate(r));

/** Tasks that run until the test finishes them; `started` lists their names in start order. */
function harness(gate: FairSemaphore) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const submit = (key: string, name: string, options: Parameters<FairSemaphore['run']>[2] = LONG) =>
    gate.run(
      key,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finishers.set(name, () => resolve(name));
        }),
      options,
    );
  const finish = async (name: string) => {
    const done = finishers.get(name);
    if (!done) throw new Error(`${name} is not running`);
    done();
    await settle();
  };
  return { started, submit, finish };
}

describe('FairSemaphore', () => {
  it('runs at most `slots` tasks, at most `perKey` of one key, leaving a slot to others', async () => {
    const gate = new FairSemaphore(3, 2);
    const { started, submit } = harness(gate);
    for (let i = 1; i <= 5; i++) void submit('acme', `a${i}`);
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    expect(gate.running('acme')).toBe(2);
    expect(gate.waiting('acme')).toBe(3);

    void submit('globex', 'g1');
    await settle();
    expect(started).toEqual(['a1', 'a2', 'g1']);
    void submit('initech', 'i1');
    await settle();
    expect(gate.running()).toBe(3);
    expect(started).not.toContain('i1');
  });

  it('gives a freed slot to the key with the fewest running tasks, then the least recently served (not FIFO)', async () => {
    const gate = new FairSemaphore(3, 2);
    const { started, submit, finish } = harness(gate);
    for (let i = 1; i <= 4; i++) void submit('acme', `a${i}`);
    for (let i = 1; i <= 4; i++) void submit('globex', `g${i}`);
    void submit('initech', 'i1');
    await settle();
    expect(started).toEqual(['a1', 'a2', 'g1']);

    await finish('a1'); // acme 1, globex 1, initech 0 running → initech, though it came last
    expect(started.at(-1)).toBe('i1');
    await finish('g1'); // acme 1, globex 0 → globex
    expect(started.at(-1)).toBe('g2');
    await finish('i1'); // acme 1, globex 1: a tie → acme started a task least recently
    expect(started.at(-1)).toBe('a3');
    await finish('a2'); // a tie again → globex's turn (round robin), though a4 waited longer
    expect(started.at(-1)).toBe('g3');
    expect(started).toEqual(['a1', 'a2', 'g1', 'i1', 'g2', 'a3', 'g3']);
  });

  it('never lets one key take the last slot, even with nobody else waiting', async () => {
    const gate = new FairSemaphore(4, 3);
    const { started, submit, finish } = harness(gate);
    for (let i = 1; i <= 6; i++) void submit('acme', `a${i}`);
    await settle();
    expect(started).toEqual(['a1', 'a2', 'a3']);
    await finish('a1');
    expect(started).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(gate.running()).toBe(3);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new FairSemaphore(1, 1);
    await expect(
      gate.run('acme', () => Promise.reject(new Error('engine failed')), LONG),
    ).rejects.toThrow('engine failed');
    expect(gate.running()).toBe(0);
    await expect(gate.run('acme', async () => 'next', LONG)).resolves.toBe('next');
  });

  it('gives up after maxWaitMs with a SlotWaitTimeoutError and leaves the queue', async () => {
    const gate = new FairSemaphore(2, 1);
    const { submit } = harness(gate);
    void submit('acme', 'a1', { maxWaitMs: 60_000, maxRunMs: 30_000 });
    const waiting = submit('acme', 'a2', { maxWaitMs: 20 });
    const error: unknown = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SlotWaitTimeoutError);
    const timeout = error as SlotWaitTimeoutError;
    expect(timeout.waitedMs).toBeGreaterThanOrEqual(19);
    // a1 may run 30 s from its start: that is when a slot frees at the latest.
    expect(timeout.retryAfterMs).toBeGreaterThan(20_000);
    expect(timeout.retryAfterMs).toBeLessThanOrEqual(30_000);
    expect(gate.waiting()).toBe(0);
  });

  it('leaves the queue when the signal aborts, and refuses an already aborted signal', async () => {
    const gate = new FairSemaphore(1, 1);
    const { started, submit, finish } = harness(gate);
    void submit('acme', 'a1');
    const controller = new AbortController();
    const aborted = submit('globex', 'g1', { ...LONG, signal: controller.signal });
    void submit('initech', 'i1');
    await settle();
    expect(gate.waiting()).toBe(2);
    controller.abort();
    await expect(aborted).rejects.toBeInstanceOf(SlotWaitAbortedError);
    expect(gate.waiting()).toBe(1);
    await finish('a1');
    expect(started).toEqual(['a1', 'i1']);

    await expect(
      gate.run('acme', async () => 'never', { ...LONG, signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(SlotWaitAbortedError);
  });

  it('starts waiting tasks at once when resized larger', async () => {
    const gate = new FairSemaphore(1, 1);
    const { started, submit } = harness(gate);
    void submit('acme', 'a1');
    void submit('globex', 'g1');
    await settle();
    expect(started).toEqual(['a1']);
    gate.resize(3, 2);
    await settle();
    expect(started).toEqual(['a1', 'g1']);
  });
});

const org = 'org-1';
const acme: Caller = {
  kind: 'tenant',
  organizationId: org,
  claims: {
    organizationId: org,
    tenant: { id: 'acme', name: '', key: '', payload: { tenant_id: 'acme' } },
    permissions: {},
    dashboardIds: [],
    expiresAt: 0,
  },
};
const admin: Caller = { kind: 'admin', organizationId: org, userId: 'u1', via: 'session' };

describe('QuerySlots', () => {
  it('keys tenants by organisation and tenant id; admins of an organisation share one key', () => {
    expect(fairShareKey(acme)).toBe('org-1:tenant:acme');
    expect(fairShareKey(admin)).toBe('org-1:admin');
    expect(fairShareKey({ ...admin, userId: 'u2', via: 'apiKey' })).toBe('org-1:admin');
  });

  it("never admits more than the engine runs in parallel, and a tenant's cap stays below the slots", () => {
    const slots = new QuerySlots({ perConnection: 8 });
    expect(slots.limits(3)).toEqual({ slots: 3, perKey: 2 });
    expect(slots.limits(undefined)).toEqual({ slots: 8, perKey: 7 });
    expect(slots.limits(1)).toEqual({ slots: 1, perKey: 1 });
    expect(new QuerySlots({ perConnection: 4, perTenant: 9 }).limits(10)).toEqual({
      slots: 4,
      perKey: 3,
    });
    expect(new QuerySlots({ perConnection: 6, perTenant: 2 }).limits(10)).toEqual({
      slots: 6,
      perKey: 2,
    });
  });

  it('answers a query that waited the whole timeout with a 503 and Retry-After', async () => {
    const slots = new QuerySlots({ perConnection: 2 });
    const request = { connectionId: 'c1', caller: acme, engineParallel: 2, timeoutMs: 50 };
    let release = (): void => undefined;
    const running = slots.run(request, () => new Promise<void>((r) => (release = r)));
    const error: unknown = await slots.run(request, async () => 'never').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryLaterError);
    expect(error).toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
    expect((error as Error).message).toMatch(
      /^This connection is busy: no query slot became free in \d+ s\. Try again in 1 s\.$/,
    );
    // Another connection has its own gate.
    await expect(slots.run({ ...request, connectionId: 'c2' }, async () => 'ok')).resolves.toBe(
      'ok',
    );
    release();
    await running;
  });

  it('turns a request that went away while waiting into a cancelled query', async () => {
    const slots = new QuerySlots({ perConnection: 2 });
    const controller = new AbortController();
    const base = { connectionId: 'c1', caller: acme, engineParallel: 2, timeoutMs: 60_000 };
    let release = (): void => undefined;
    const running = slots.run(base, () => new Promise<void>((r) => (release = r)));
    const waiting = slots.run({ ...base, signal: controller.signal }, async () => 'never');
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(QueryCancelledError);
    release();
    await running;
    expect(slots.gate('c1', 2).running()).toBe(0);
  });
});
