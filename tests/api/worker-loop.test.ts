import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { periodicWorker } from '../../server/src/workers/periodic-worker';
import { exponentialBackoff, type Worker, type WorkerFailure, WorkerLoop } from '../../server/src/workers/worker-loop';

// docs/decisions/0040-workers.md: the one loop every background worker of the server runs on, driven
// here by Vitest's fake clock (setTimeout and Date). The loop lets the event loop turn between two
// jobs (setImmediate), which stays real: `advance` lets those turns happen after moving the clock.
const realTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  for (let turn = 0; turn < 20; turn += 1) await realTurn();
}

/** A job the test finishes by hand, so it can act while the job runs. */
interface HeldJob {
  id: number;
  finish(): void;
  done: Promise<void>;
}

function heldJob(id: number): HeldJob {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { id, finish, done };
}

/** A queue worker over an in-memory list, counting its claims and the passes running at once. */
function queueWorker(overrides: Partial<Worker<number>> = {}) {
  const queue: number[] = [];
  const ran: number[] = [];
  const state = { claims: 0, running: 0, mostAtOnce: 0 };
  const worker: Worker<number> = {
    name: 'test worker',
    intervalMs: 1000,
    backoff: exponentialBackoff(100, 800),
    claim: async () => {
      state.claims += 1;
      return queue.shift() ?? null;
    },
    run: async (job) => {
      state.running += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
      ran.push(job);
      state.running -= 1;
    },
    ...overrides,
  };
  return { worker, queue, ran, state };
}

const failures: WorkerFailure[] = [];
const log = { error: (failure: WorkerFailure) => void failures.push(failure) };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  failures.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('worker loop', () => {
  it('looks at start, then once per interval while idle', async () => {
    const { worker, state } = queueWorker();
    const loop = new WorkerLoop(worker, log);
    loop.start();
    await advance(0);
    expect(state.claims).toBe(1);
    await advance(999);
    expect(state.claims).toBe(1);
    await advance(1);
    expect(state.claims).toBe(2);
    await loop.stop();
  });

  it('runs every due job in one pass, then sleeps', async () => {
    const { worker, queue, ran, state } = queueWorker();
    queue.push(1, 2, 3);
    const loop = new WorkerLoop(worker, log);
    loop.start();
    await advance(0);
    expect(ran).toEqual([1, 2, 3]);
    expect(state.claims).toBe(4);
    await loop.stop();
  });

  it('a wake looks at once instead of waiting for the interval', async () => {
    const { worker, queue, ran } = queueWorker();
    const loop = new WorkerLoop(worker, log);
    loop.start();
    await advance(0);
    queue.push(7);
    loop.wake();
    await advance(0);
    expect(ran).toEqual([7]);
    await loop.stop();
  });

  it('never runs two passes at once: a wake during a pass makes one more pass after it', async () => {
    const held = heldJob(1);
    const { worker, queue, ran, state } = queueWorker({
      run: async (job) => {
        state.running += 1;
        state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
        if (job === 1) await held.done;
        ran.push(job);
        state.running -= 1;
      },
    });
    queue.push(1);
    const loop = new WorkerLoop(worker, log);
    loop.start();
    await advance(0);
    const claimsBefore = state.claims;
    loop.wake();
    loop.wake();
    await advance(5000);
    // Neither the wakes nor the interval started a second pass beside the one in hand.
    expect(state.claims).toBe(claimsBefore);
    queue.push(2);
    held.finish();
    await advance(0);
    expect(ran).toEqual([1, 2]);
    expect(state.mostAtOnce).toBe(1);
    await loop.stop();
  });

  it('retries a failed pass with a growing backoff, and the interval again once a pass succeeds', async () => {
    let failing = 3;
    const { worker, state } = queueWorker({
      claim: async () => {
        state.claims += 1;
        if (failing > 0) {
          failing -= 1;
          throw new Error('database unreachable');
        }
        return null;
      },
    });
    const loop = new WorkerLoop(worker, log);
    loop.start();
    await advance(0);
    expect(failures.map((failure) => failure.retryInMs)).toEqual([100]);
    await advance(100);
    expect(failures.map((failure) => failure.retryInMs)).toEqual([100, 200]);
    await advance(199);
    expect(state.claims).toBe(2);
    await advance(1);
    expect(failures.map((failure) => failure.failures)).toEqual([1, 2, 3]);
    expect(failures[2]).toMatchObject({ worker: 'test worker', retryInMs: 400 });
    await advance(400);
    expect(state.claims).toBe(4);
    // Succeeded: back to the idle interval, not the backoff.
    await advance(999);
    expect(state.claims).toBe(4);
    await advance(1);
    expect(state.claims).toBe(5);
    await loop.stop();
  });

  it('caps the backoff', () => {
    const backoff = exponentialBackoff(1000, 30_000);
    expect([1, 2, 3, 5, 6, 100].map(backoff)).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });

  it('stop waits for the job in hand, tells it the server is stopping, and starts nothing more', async () => {
    const held = heldJob(1);
    const seenStopping: boolean[] = [];
    const { worker, queue, ran, state } = queueWorker({
      run: async (job, stopping) => {
        seenStopping.push(stopping());
        await held.done;
        seenStopping.push(stopping());
        ran.push(job);
      },
    });
    queue.push(1, 2);
    const loop = new WorkerLoop(worker, log);
    loop.start();
    await advance(0);
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await advance(0);
    expect(stopped).toBe(false);
    held.finish();
    await stopping;
    expect(ran).toEqual([1]);
    expect(seenStopping).toEqual([false, true]);
    const claims = state.claims;
    loop.wake();
    await advance(10_000);
    expect(state.claims).toBe(claims);
    expect(queue).toEqual([2]);
  });

  it('waits for the first look when asked to', async () => {
    const { worker, state } = queueWorker({ firstLookMs: 500 });
    const loop = new WorkerLoop(worker, log);
    loop.start();
    await advance(499);
    expect(state.claims).toBe(0);
    await advance(1);
    expect(state.claims).toBe(1);
    await loop.stop();
  });
});

describe('periodic worker', () => {
  it('does one round per period, and retries a failed round after its backoff', async () => {
    const rounds: number[] = [];
    let failNext = false;
    const loop = new WorkerLoop(
      periodicWorker({
        name: 'purge',
        everyMs: 60_000,
        firstAfterMs: 0,
        backoff: () => 5000,
        round: async () => {
          if (failNext) {
            failNext = false;
            throw new Error('database closing');
          }
          rounds.push(Date.now());
        },
      }),
      log,
    );
    const start = Date.now();
    loop.start();
    await advance(0);
    expect(rounds).toEqual([start]);
    failNext = true;
    await advance(60_000);
    expect(rounds).toHaveLength(1);
    expect(failures).toHaveLength(1);
    await advance(5000);
    expect(rounds).toEqual([start, start + 65_000]);
    await advance(60_000);
    expect(rounds).toHaveLength(3);
    await loop.stop();
  });
});

describe('periodic worker on the server clock', () => {
  it('runs a round once its period went by on that clock, looking at each interval', async () => {
    let serverTime = 0;
    let rounds = 0;
    const loop = new WorkerLoop(
      periodicWorker({
        name: 'purge',
        everyMs: 60 * 60_000,
        firstAfterMs: 0,
        backoff: () => 5000,
        clock: { now: () => new Date(serverTime), lookEveryMs: 20 },
        round: async () => {
          rounds += 1;
        },
      }),
      log,
    );
    loop.start();
    await advance(0);
    expect(rounds).toBe(1);
    await advance(100);
    expect(rounds).toBe(1);
    serverTime += 60 * 60_000;
    await advance(20);
    expect(rounds).toBe(2);
    await loop.stop();
  });
});
