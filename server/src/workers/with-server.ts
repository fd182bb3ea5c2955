import type { FastifyInstance } from 'fastify';

/** A background worker the server runs (a worker loop or a class around one). */
export interface ServerWorker {
  readonly name: string;
  /** Started and not told to stop. */
  readonly running: boolean;
  start(): void | Promise<void>;
  stop(): Promise<void>;
}

interface ServerRun {
  workers: ServerWorker[];
  /** Told to stop, their job in hand not finished yet. */
  stopping: Set<ServerWorker>;
  shuttingDown: boolean;
}

// Per server, not per process: the API tests run several servers in one process.
const runs = new WeakMap<FastifyInstance, ServerRun>();

function runOf(app: FastifyInstance): ServerRun {
  let run = runs.get(app);
  if (run === undefined) {
    run = { workers: [], stopping: new Set(), shuttingDown: false };
    runs.set(app, run);
  }
  return run;
}

/**
 * Starts a worker when the server is ready and stops it on close: Fastify runs onClose before
 * app.ts closes the database, so the job in hand finishes (or reaches its safe point) first.
 */
export function runWithServer(app: FastifyInstance, worker: ServerWorker): void {
  const run = runOf(app);
  run.workers.push(worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    run.stopping.add(worker);
    try {
      await worker.stop();
    } finally {
      run.stopping.delete(worker);
    }
  });
}

/** docs/operations.md "Drain": the workers whose job in hand has not reached its end or safe point yet. */
export function workersStoppingOf(app: FastifyInstance): string[] {
  return [...runOf(app).stopping].map((worker) => worker.name);
}

/** docs/operations.md "Drain": from now on the server is no longer ready (a load balancer sends it nothing new). */
export function beginShutdown(app: FastifyInstance): void {
  runOf(app).shuttingDown = true;
}

/** What GET /api/ready reports besides the database: shutdown begun, and each worker running or not. */
export function serverRunState(app: FastifyInstance): { shuttingDown: boolean; workers: Array<{ name: string; running: boolean }> } {
  const run = runOf(app);
  return { shuttingDown: run.shuttingDown, workers: run.workers.map((worker) => ({ name: worker.name, running: worker.running })) };
}

/**
 * docs/operations.md "Drain": an answer sent once shutdown has begun closes its connection, so the
 * client's keep-alive socket (Fastify keeps one 72 s) does not hold the server's close open until the
 * grace runs out. The header tells the client too, so it never sends on a socket being closed.
 */
export function closeConnectionsWhenShuttingDown(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (runOf(app).shuttingDown) reply.header('connection', 'close');
    return payload;
  });
}
