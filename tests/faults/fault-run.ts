import { sql } from 'kysely';
import { resolveTokenSecret } from '../../server/src/db/token-secret';
import { merchantKeysPurpose, openedSecret } from '../../server/src/shared/merchant-secrets';
import { SecretBox } from '../../server/src/crypto/secret-box';
import { createBooks, type Books } from './books';
import { CrashTolerantClient } from './http-client';
import { checkInvariants, type InvariantResult } from './invariants';
import { runKillLoop, ServerUnderTest } from './kill-loop';
import { Workload, type Fixtures, type WorkloadFigures } from './workload';

export interface FaultRunOptions {
  minKills: number;
  clients: number;
  operationsPerClient: number;
  /** How long the server lives between a start and its kill (ms). */
  upMs: [number, number];
  /** SANDBOX_FAULTS for the server. */
  faults: string;
  databaseUrl: string | undefined;
  /**
   * Fills the new PGlite folder before the first start, which then finds its database migrated and
   * seeded (the API test: a copy of its run's template); absent, the first start makes it all.
   */
  fillFolder?: (dataDir: string) => Promise<void>;
  log?: (line: string) => void;
}

export interface FaultRunReport {
  database: 'postgres' | 'pglite';
  kills: number;
  starts: number;
  workload: WorkloadFigures;
  /** Why operations ended unacknowledged (a refusal is no violation: nothing was promised). */
  refusals: [string, number][];
  requests: number;
  unanswered: number;
  invariants: InvariantResult[];
  violations: number;
  /** Refunds left pending (claimed, the provider's answer never recorded): not settled by anything yet. */
  pendingRefunds: number;
  seconds: number;
}

const tokenSecret = 'fault-test-token-secret-0123456789abcdef';
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function serverEnv(books: Books, faults: string): Record<string, string> {
  return {
    TOKEN_SECRET: tokenSecret,
    EXPORT_DIR: books.exportDir,
    SANDBOX_PAYOUT_BOOK: books.payoutBook,
    SANDBOX_FAULTS: faults,
    SIGN_IN_RATE_LIMIT: '100000',
    CHECKOUT_RATE_LIMIT: '100000',
    // Payments whose answer a kill or a fault lost are booked by the attempts sweep within the quiet period.
    CHECKOUT_SWEEP_MS: '300',
    CHECKOUT_SWEEP_AFTER_MS: '1000',
    PAYOUT_RETRY_BASE_MS: '200',
    PAYOUT_WORKER_POLL_MS: '250',
    PAYOUT_MAX_ATTEMPTS: '10',
    LOG_FORMAT: 'json',
  };
}

/** The seeded keys and rows the workload needs, read from the books while no kill can interrupt. */
async function readFixtures(books: Books): Promise<Omit<Fixtures, 'adminToken' | 'merchantToken'>> {
  const { db, close } = await books.open();
  try {
    const merchant = await db
      .selectFrom('services as s')
      .innerJoin('merchants as m', 'm.id', 's.merchant_id')
      .select(['m.id', 'm.sid', 'm.private_key', 's.service_id'])
      .where('s.service_name', '=', 'hashir-credit-card')
      .executeTakeFirstOrThrow();
    const box = new SecretBox(await resolveTokenSecret(db, tokenSecret), merchantKeysPurpose);
    const payoutMerchant = await db.selectFrom('merchants').select('id').where('name', '=', 'Multiverse').executeTakeFirstOrThrow();
    const refundable = await db
      .selectFrom('transactions as t')
      .innerJoin('services as s', 's.id', 't.service_id')
      .select(['t.provider', 't.transaction_id', 's.service_id', 't.amount'])
      .where('t.status', '=', 'Success')
      .where('t.provider', 'in', ['easypaisa', 'jazzcash'])
      .where('t.amount', '>', '1')
      .where(sql<boolean>`not exists (select 1 from refunds r where r.transaction_id = t.id)`)
      .orderBy('t.transaction_date', 'desc')
      .limit(40)
      .execute();
    return {
      checkout: { sid: merchant.sid, privateKey: openedSecret(box, merchant.id, 'private_key', merchant.private_key).plain, serviceId: merchant.service_id },
      payoutMerchantId: payoutMerchant.id,
      refundable: refundable.map((row) => ({
        operator: row.provider === 'jazzcash' ? 'jazzcash' : 'easypaisa',
        transactionNumber: row.transaction_id,
        serviceId: row.service_id,
        amount: row.amount,
      })),
    };
  } finally {
    await close();
  }
}

async function signIn(client: CrashTolerantClient, userName: string, password: string): Promise<string> {
  const answer = await client.call<string>('/api/auth/login', { method: 'POST', body: { userName, password } });
  if (answer?.status !== 200 || typeof answer.body !== 'string') throw new Error(`sign-in of ${userName} failed: ${answer?.status}`);
  return answer.body;
}

/** Work the workers still owe: queued payouts, unfinished exports, and payments final at the provider but not yet booked. */
async function owedWork(books: Books): Promise<number> {
  const { db, close } = await books.open();
  try {
    const jobs = await db.selectFrom('payout_jobs').select(sql<string>`count(*)`.as('n')).where('state', '=', 'queued').executeTakeFirstOrThrow();
    const exports = await db
      .selectFrom('csv_jobs')
      .select(sql<string>`count(*)`.as('n'))
      .where('status', 'in', ['pending', 'inprogress'])
      .executeTakeFirstOrThrow();
    const payments = await db
      .selectFrom('checkout_attempts as a')
      .innerJoin('sandbox_provider_payments as p', 'p.merchant_ref_number', 'a.merchant_ref_number')
      .select(sql<string>`count(*)`.as('n'))
      .where((eb) => eb.or([eb.and([eb('a.state', '=', 'in_flight'), eb('p.status', '!=', 'UNPAID')]), eb('a.state', '=', 'void_failed')]))
      .executeTakeFirstOrThrow();
    return Number(jobs.n) + Number(exports.n) + Number(payments.n);
  } finally {
    await close();
  }
}

/**
 * docs/decisions/0039-crash-and-fault-safety.md: the server in its own process, a mixed workload from
 * concurrent clients, SIGKILLs at random moments with restarts on the same database, misbehaving
 * providers; then a quiet period for the workers, a graceful stop, and the invariants on the books.
 */
export async function runFaultTest(options: FaultRunOptions): Promise<FaultRunReport> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const books = await createBooks(options.databaseUrl);
  const server = new ServerUnderTest(books, serverEnv(books, options.faults));
  try {
    if (books.dataDir !== undefined && options.fillFolder !== undefined) await options.fillFolder(books.dataDir);
    log(`books on ${books.kind}; first start migrates and seeds`);
    await server.start();
    await server.stop();
    const seeded = await readFixtures(books);
    await server.start();
    const client = () => new CrashTolerantClient(() => server.origin, 120_000);
    const setup = client();
    const fixtures: Fixtures = {
      ...seeded,
      adminToken: await signIn(setup, 'admin', 'admin12345'),
      merchantToken: await signIn(setup, 'merchant', 'merchant123'),
    };
    const workload = new Workload(fixtures);
    const clients: CrashTolerantClient[] = [];
    let finished = false;
    log(`workload: ${options.clients} clients × ${options.operationsPerClient} operations; at least ${options.minKills} kills`);
    await Promise.all([
      workload
        .run(
          () => {
            const one = client();
            clients.push(one);
            return one;
          },
          options.clients,
          options.operationsPerClient,
        )
        .finally(() => {
          finished = true;
        }),
      runKillLoop(server, { minKills: options.minKills, upMs: options.upMs, done: () => finished }).then(() => log(`kills done: ${server.kills}`)),
    ]);
    log('quiet period: the workers drain');
    for (let round = 0; round < 30; round += 1) {
      await pause(2000);
      await server.stop();
      const owed = await owedWork(books);
      if (owed === 0) break;
      log(`still owed: ${owed}`);
      await server.start();
    }
    await server.stop();
    const { db, close } = await books.open();
    try {
      const invariants = await checkInvariants(db, { exportDir: books.exportDir, payoutBook: books.payoutBook }, workload.acknowledged);
      const pending = await db.selectFrom('refunds').select(sql<string>`count(*)`.as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow();
      return {
        database: books.kind,
        kills: server.kills,
        starts: server.starts,
        workload: workload.figures,
        refusals: [...workload.refusals].sort((a, b) => b[1] - a[1]),
        requests: [setup, ...clients].reduce((sum, one) => sum + one.figures.requests, 0),
        unanswered: [setup, ...clients].reduce((sum, one) => sum + one.figures.unanswered, 0),
        invariants,
        violations: invariants.reduce((sum, result) => sum + result.violations.length, 0),
        pendingRefunds: Number(pending.n),
        seconds: Math.round((Date.now() - started) / 1000),
      };
    } finally {
      await close();
    }
  } finally {
    await server.stop().catch(() => undefined);
    await books.dispose();
  }
}

/** The figures as a table, and each violation (at most 20 per invariant). */
export function formatReport(report: FaultRunReport): string {
  const rows: [string, string][] = [
    ['database', report.database],
    ['kills (SIGKILL)', String(report.kills)],
    ['server starts', String(report.starts)],
    ['operations sent', String(report.workload.sent)],
    ['operations acknowledged', String(report.workload.acknowledged)],
    ['HTTP attempts (retries included)', String(report.requests)],
    ['attempts unanswered (down, cut, 5xx)', String(report.unanswered)],
    ['invariants checked', `${report.invariants.length} (${report.invariants.reduce((sum, result) => sum + result.checked, 0)} items)`],
    ['violations', String(report.violations)],
    ['refunds left pending', String(report.pendingRefunds)],
    ['seconds', String(report.seconds)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = ['', ...rows.map(([name, value]) => `${name.padEnd(width)}  ${value}`), ''];
  for (const [kind, figures] of Object.entries(report.workload.byKind))
    lines.push(`  ${kind.padEnd(16)} sent ${String(figures.sent).padStart(4)}  acknowledged ${String(figures.acknowledged).padStart(4)}`);
  for (const [reason, times] of report.refusals) lines.push(`  unacknowledged: ${reason} × ${times}`);
  lines.push('');
  for (const result of report.invariants) {
    lines.push(`${result.violations.length === 0 ? 'ok  ' : 'FAIL'} ${result.name}: ${result.checked} checked, ${result.violations.length} violations`);
    for (const violation of result.violations.slice(0, 20)) lines.push(`       ${violation}`);
  }
  return `${lines.join('\n')}\n`;
}
