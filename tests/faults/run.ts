import { formatReport, runFaultTest } from './fault-run';

/**
 * `npm run test:faults` (docs/decisions/0039-crash-and-fault-safety.md): the long run, at least 20 kills,
 * on PostgreSQL when DATABASE_URL is set, else on a PGlite data folder. Exits 1 on any violation.
 * FAULT_KILLS, FAULT_CLIENTS and FAULT_OPERATIONS change its size.
 */
const sized = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const report = await runFaultTest({
  minKills: sized('FAULT_KILLS', 20),
  clients: sized('FAULT_CLIENTS', 4),
  operationsPerClient: sized('FAULT_OPERATIONS', 40),
  upMs: [1500, 5000],
  faults: process.env.SANDBOX_FAULTS ?? 'timeout:0.05,error:0.05,slow:0.1,lost:0.05,delay:800',
  databaseUrl: process.env.DATABASE_URL,
  log: (line) => process.stdout.write(`[faults] ${line}\n`),
});
process.stdout.write(formatReport(report));
process.exitCode = report.violations === 0 ? 0 : 1;
