import { describe, expect, it } from 'vitest';
import { formatReport, runFaultTest } from '../faults/fault-run';
import { folderFromTemplate } from './support/template-folder';

/**
 * docs/decisions/0039-crash-and-fault-safety.md, the short run: the real server in its own process,
 * killed at least three times under a small mixed workload with misbehaving providers, on a PGlite
 * data folder (or a fresh PostgreSQL database when DATABASE_URL is set). `npm run test:faults` is the long run.
 */
describe('the books after crashes and misbehaving providers', () => {
  it('keep every invariant and every acknowledged operation', async () => {
    const report = await runFaultTest({
      minKills: 3,
      clients: 3,
      operationsPerClient: 5,
      upMs: [1200, 3000],
      faults: 'timeout:0.05,error:0.05,slow:0.1,lost:0.05,delay:500',
      databaseUrl: process.env.DATABASE_URL,
      // On PGlite the first start finds a copy of the run's seeded template instead of spending
      // PGlite's initdb, the migrations and the seed; the kills and restarts are the same.
      fillFolder: (dataDir) => folderFromTemplate(dataDir, 'all'),
    });
    process.stdout.write(formatReport(report));
    expect(report.kills).toBeGreaterThanOrEqual(3);
    expect(report.workload.acknowledged).toBeGreaterThan(0);
    expect(report.invariants.flatMap((result) => result.violations)).toEqual([]);
    expect(report.violations).toBe(0);
  }, 240_000);
});
