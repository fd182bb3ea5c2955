import Fastify, { type FastifyInstance } from 'fastify';
import { simulatorCredentials } from '../config';
import type { EasypaisaCredentials } from '../providers/easypaisa/easypaisa-wire';
import type { JazzcashCredentials } from '../providers/jazzcash/jazzcash-wire';
import { registerEasypaisaSimulator } from './easypaisa.simulator';
import { expireEasypaisaPayment, settleEasypaisaPayment } from './easypaisa.simulator-results';
import { registerJazzcashSimulator } from './jazzcash.simulator';
import { expireJazzcashPayment, settleJazzcashPayment } from './jazzcash.simulator-results';
import type { SimulatorParts } from './simulator-parts';
import { SimulatorCallbacks } from './simulator-callbacks';
import { PendingExpiry } from './simulator-expiry';
import { type SimulatedProvider, SimulatorFaults, simulatorFaultKinds } from './simulator-faults';
import { registerStatementRoutes } from './simulator-statements';
import { type SimulatedRecord, SimulatorStore } from './simulator-store';

export interface SimulatorsConfig {
  jazzcash: JazzcashCredentials;
  easypaisa: EasypaisaCredentials;
  /** The file the simulators keep their records in (records.json in SIMULATOR_STORE_DIR); unset, in memory. */
  storeFile?: string;
  logLevel?: string;
  /** SIMULATOR_PENDING_EXPIRY_MS: how long a payment waits for the customer; unset, each provider's window (docs/providers.md). */
  pendingExpiryMs?: number;
  /** SIMULATOR_FEE_BPS: the fee on a paid payment in the daily statements, in basis points; unset, none. */
  feeBasisPoints?: number;
  /** Each provider call's round trip, as a real wallet takes one (the control endpoints answer at once); unset, none. */
  latencyMs?: () => number;
}

/** The credentials the simulators accept when none are configured (docs/providers.md "Test credentials"). */
export const simulatorTestCredentials = { jazzcash: simulatorCredentials.jazzcash, easypaisa: simulatorCredentials.easypaisa } as const;

const providers: readonly SimulatedProvider[] = ['jazzcash', 'easypaisa'];
const statuses: readonly SimulatedRecord['status'][] = ['paid', 'pending', 'failed', 'refunded'];

/** A payment the provider holds from before: every field present, the amount exact decimal text. */
function isHeldPayment(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const texts = ['reference', 'mobile', 'code', 'message', 'providerReference', 'at'].every((name) => typeof record[name] === 'string');
  return (
    texts &&
    isProvider(record.provider) &&
    record.kind === 'payment' &&
    record.reference !== '' &&
    statuses.some((status) => status === record.status) &&
    typeof record.amount === 'string' &&
    /^\d{1,13}\.\d{2}$/.test(record.amount) &&
    Number.isInteger(record.attempts) &&
    !Number.isNaN(Date.parse(String(record.at)))
  );
}
const isProvider = (value: unknown): value is SimulatedProvider => providers.some((provider) => provider === value);

/**
 * Both wallet simulators in one Fastify app, each under its own prefix (/jazzcash, /easypaisa), with
 * the control endpoints tests use (/control/...). Never part of the gateway's process.
 */
export function buildSimulators(config: SimulatorsConfig): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel ?? 'warn', redact: ['req.headers.credentials', 'req.headers.authorization'] },
  });
  const latencyMs = config.latencyMs;
  if (latencyMs !== undefined)
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/jazzcash/') || request.url.startsWith('/easypaisa/')) await new Promise((done) => setTimeout(done, latencyMs()));
    });
  const faults = new SimulatorFaults();
  const parts: SimulatorParts = {
    store: new SimulatorStore(config.storeFile),
    faults,
    callbacks: new SimulatorCallbacks(faults),
    now: () => new Date(),
    pendingExpiryMs: config.pendingExpiryMs,
  };
  registerJazzcashSimulator(app, config.jazzcash, parts);
  registerEasypaisaSimulator(app, config.easypaisa, parts);
  registerStatementRoutes(app, config, parts, config.feeBasisPoints ?? 0);

  const expiry = new PendingExpiry(
    () => parts.store.all(),
    parts.now,
    (payment) => (payment.provider === 'jazzcash' ? expireJazzcashPayment(config.jazzcash, parts, payment) : expireEasypaisaPayment(parts, payment)),
  );
  app.addHook('onRequest', async () => expiry.sweep());
  app.addHook('onReady', async () => expiry.start(Math.min(1000, Math.max(50, Math.floor((config.pendingExpiryMs ?? 1000) / 2)))));
  app.addHook('onClose', async () => expiry.stop());

  // The process answering, so whoever started it detached can find it (simulators/ensure-simulators.ts).
  app.get('/health', async () => ({ status: 'ok', pid: process.pid }));
  app.get('/control/records', async () => parts.store.all());
  // What the provider already holds from before (the demo's seeded payments): put as given, replacing any held.
  app.post('/control/records', { bodyLimit: 16 * 1024 * 1024 }, async (request, reply) => {
    const records = request.body;
    if (!Array.isArray(records)) return reply.code(400).send({ field: 'records', message: 'the body must be an array of records' });
    const refused = records.findIndex((record) => !isHeldPayment(record));
    if (refused !== -1)
      return reply.code(400).send({
        field: `records[${refused}]`,
        message: 'a record needs provider, kind payment, reference, status, amount, mobile, code, message, providerReference and at',
      });
    parts.store.putAll(records as SimulatedRecord[]);
    return { held: records.length };
  });
  app.delete('/control/faults', async () => {
    faults.clear();
    return { faults: [] };
  });
  app.post('/control/faults', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const provider = body.provider ?? 'any';
    const kind = simulatorFaultKinds.find((known) => known === body.kind);
    if (provider !== 'any' && !isProvider(provider)) return reply.code(400).send({ field: 'provider', message: 'provider must be jazzcash, easypaisa or any' });
    if (kind === undefined) return reply.code(400).send({ field: 'kind', message: `kind must be one of ${simulatorFaultKinds.join(', ')}` });
    const times = body.times ?? 1;
    const delayMs = body.delayMs ?? 15_000;
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1)
      return reply.code(400).send({ field: 'times', message: 'times must be a positive integer' });
    if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0)
      return reply.code(400).send({ field: 'delayMs', message: 'delayMs must be a non-negative integer' });
    faults.add({ provider, kind, times, delayMs });
    return { faults: faults.pending() };
  });
  app.post('/control/callbacks', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!isProvider(body.provider)) return reply.code(400).send({ field: 'provider', message: 'provider must be jazzcash or easypaisa' });
    if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) return reply.code(400).send({ field: 'url', message: 'url must be an http(s) URL' });
    parts.callbacks.register(body.provider, body.url);
    return { provider: body.provider, url: body.url };
  });
  app.post<{ Params: { provider: string; reference: string; action: string } }>('/control/:provider/payments/:reference/:action', async (request, reply) => {
    const { provider, reference, action } = request.params;
    if (!isProvider(provider)) return reply.code(404).send({ field: 'provider', message: 'unknown provider' });
    if (action !== 'approve' && action !== 'reject') return reply.code(404).send({ field: 'action', message: 'approve or reject' });
    const settled =
      provider === 'jazzcash'
        ? await settleJazzcashPayment(config.jazzcash, parts, reference, action === 'approve')
        : await settleEasypaisaPayment(parts, reference, action === 'approve');
    if (settled === null) return reply.code(404).send({ field: 'reference', message: 'no such payment' });
    return settled;
  });
  return app;
}
