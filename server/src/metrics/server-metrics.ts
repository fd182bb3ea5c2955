import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How a worker's queue stands: jobs waiting (due or not) and when the oldest of them was queued. */
export interface QueueState {
  depth: number;
  oldest: Date | null;
}

/** The connections of a database pool (PostgreSQL's `pg.Pool`); PGlite, one connection, knows only max and total. */
export interface PoolUse {
  max: number;
  total: number;
  idle?: number;
  waiting?: number;
}

/** Read at every scrape: a probe answers from the database, so several instances report the same queue. */
type Probe<T> = () => Promise<T>;

const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const lagBuckets = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600, 4 * 3600];

/**
 * docs/operations.md "Metrics": every metric the server exports, in one registry per server (the API
 * tests build several servers in one process, and each must report only its own). Names and labels
 * are the operations guide's; the alert rules there read them.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly #queues = new Map<string, Probe<QueueState>>();
  #pool: (() => PoolUse) | undefined;
  #mismatches: Probe<Array<{ provider: string; count: number }>> | undefined;

  readonly requestDuration = new Histogram({
    name: 'pgw_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: secondsBuckets,
    registers: [this.registry],
  });

  readonly requestsInFlight = new Gauge({ name: 'pgw_http_requests_in_flight', help: 'Requests received and not answered yet', registers: [this.registry] });

  readonly providerCallDuration = new Histogram({
    name: 'pgw_provider_call_duration_seconds',
    help: 'Time of a call to a provider, by provider and operation (the port method)',
    labelNames: ['provider', 'operation'] as const,
    buckets: secondsBuckets,
    registers: [this.registry],
  });

  readonly providerCallErrors = new Counter({
    name: 'pgw_provider_call_errors_total',
    help: 'Calls to a provider that threw (no usable answer), by provider and operation',
    labelNames: ['provider', 'operation'] as const,
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'pgw_payments_total',
    help: 'Checkout payments made final, by method and outcome',
    labelNames: ['method', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly payoutDisbursals = new Counter({
    name: 'pgw_payout_disbursals_total',
    help: 'Payout disbursal attempts answered, by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly payoutDisbursalLag = new Histogram({
    name: 'pgw_payout_disbursal_lag_seconds',
    help: 'From a payout queued for disbursal (its approval) to the provider paying it, by provider',
    labelNames: ['provider'] as const,
    buckets: lagBuckets,
    registers: [this.registry],
  });

  constructor() {
    const queues = this.#queues;
    const readQueues = () => Promise.all([...queues].map(async ([worker, probe]) => ({ worker, state: await probe() })));
    new Gauge({
      name: 'pgw_worker_queue_depth',
      help: 'Jobs waiting in a worker queue',
      labelNames: ['worker'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { worker, state } of await readQueues()) this.set({ worker }, state.depth);
      },
    });
    new Gauge({
      name: 'pgw_worker_oldest_job_age_seconds',
      help: 'Age of the oldest job waiting in a worker queue (0 when it is empty)',
      labelNames: ['worker'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const at = Date.now();
        for (const { worker, state } of await readQueues()) this.set({ worker }, state.oldest === null ? 0 : Math.max(0, (at - state.oldest.getTime()) / 1000));
      },
    });
    const pool = () => this.#pool?.();
    new Gauge({
      name: 'pgw_db_pool_connections',
      help: 'Database pool connections by state: total (open), idle, waiting (requests queued for one), max',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        const use = pool();
        if (use === undefined) return;
        for (const state of ['max', 'total', 'idle', 'waiting'] as const) {
          const value = use[state];
          if (value !== undefined) this.set({ state }, value);
        }
      },
    });
    const mismatches = () => this.#mismatches?.() ?? Promise.resolve([]);
    new Gauge({
      name: 'pgw_reconciliation_mismatches',
      help: 'Reconciliation lines that differ or are on one side only and are not resolved, by provider',
      labelNames: ['provider'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { provider, count } of await mismatches()) this.set({ provider }, count);
      },
    });
  }

  /** A worker's queue, read at every scrape. */
  watchQueue(worker: string, probe: Probe<QueueState>): void {
    this.#queues.set(worker, probe);
  }

  watchPool(use: () => PoolUse): void {
    this.#pool = use;
  }

  watchReconciliation(probe: Probe<Array<{ provider: string; count: number }>>): void {
    this.#mismatches = probe;
  }

  /** The exposition text (Prometheus text format 0.0.4). */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
