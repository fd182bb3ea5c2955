import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/src/dev/server-process';
import { callApi } from './support/api-client';
import { folderFromTemplate } from './support/template-folder';
import { runAdminStatement } from '../../server/src/db/isolated-database';

/**
 * README "Several instances": real server processes, each started as `npm run server` starts it.
 * On PostgreSQL two of them share one database, each with its own CSV export worker and its own
 * export folder, so a job exported twice would leave a file in both. PGlite is one process over its
 * folder, so there a second server is refused and the first serves on.
 */
const databaseUrl = process.env.DATABASE_URL;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'pgw-processes-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function signIn(origin: string): Promise<string> {
  const answer = await callApi<string>(origin, '/api/auth/login', { method: 'POST', body: { userName: 'admin', password: 'admin12345' } });
  expect(answer.status).toBe(200);
  return answer.body;
}

interface JobRow {
  _id: string;
  status: string;
}

if (databaseUrl !== undefined) {
  describe('two server processes on one PostgreSQL', () => {
    const name = `pgw_processes_${randomBytes(4).toString('hex')}`;
    beforeAll(async () => runAdminStatement(databaseUrl, `create database ${name}`));
    afterAll(async () => runAdminStatement(databaseUrl, `drop database if exists ${name} with (force)`));

    it('export every job exactly once between them', async () => {
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      // One after the other, as a rolling start: the first migrates and seeds, the second finds it done.
      const first = await startServer({ DATABASE_URL: url.toString(), EXPORT_DIR: join(workDir, 'first') });
      const second = await startServer({ DATABASE_URL: url.toString(), EXPORT_DIR: join(workDir, 'second') });
      try {
        const servers = [first, second];
        const tokens = await Promise.all(servers.map((server) => signIn(server.origin)));
        const days = Array.from({ length: 12 }, (_, back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10));
        // Each job asked of either server, as a load balancer would spread them.
        const ids: string[] = [];
        for (const [index, day] of days.entries()) {
          const server = servers[index % 2] ?? first;
          const answer = await callApi<{ data: { _id: string } }>(server.origin, '/api/csv-jobs/transactions/', {
            method: 'POST',
            token: tokens[index % 2],
            body: { dateFrom: day, dateTo: day },
          });
          expect(answer.status).toBe(200);
          ids.push(answer.body.data._id);
        }
        const deadline = Date.now() + 90_000;
        let jobs: JobRow[] = [];
        while (Date.now() < deadline) {
          const listed = await callApi<{ data: { data: JobRow[] } }>(first.origin, '/api/csv-jobs/?page=1&limit=50', { token: tokens[0] });
          jobs = listed.body.data.data.filter((job) => ids.includes(job._id));
          if (jobs.length === ids.length && jobs.every((job) => job.status === 'completed')) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(jobs.map((job) => job.status)).toEqual(ids.map(() => 'completed'));
        const byFirst = await readdir(join(workDir, 'first')).catch((): string[] => []);
        const bySecond = await readdir(join(workDir, 'second')).catch((): string[] => []);
        const written = [...byFirst, ...bySecond];
        process.stdout.write(`export files written for ${ids.length} jobs: ${byFirst.length} by the first server, ${bySecond.length} by the second\n`);
        // Each job's file exists once, in one of the two folders.
        expect([...written].sort()).toEqual(ids.map((id) => `${id}.csv`).sort());
        for (const file of written) {
          const folder = byFirst.includes(file) ? 'first' : 'second';
          const lines = (await readFile(join(workDir, folder, file), 'utf8')).split('\r\n').filter((line) => line !== '');
          expect(new Set(lines).size).toBe(lines.length);
        }
      } finally {
        await Promise.all([first.stop(), second.stop()]);
      }
    }, 240_000);
  });
} else {
  describe('a second server process on one PGlite folder', () => {
    it('is refused with what to do, and the first serves on', async () => {
      const dataDir = join(workDir, 'pglite');
      await folderFromTemplate(dataDir, 'all');
      const first = await startServer({ DATA_DIR: dataDir });
      try {
        const second = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
          env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORTAL_DIST: '/nonexistent-portal' },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let errors = '';
        second.stderr.setEncoding('utf8').on('data', (text: string) => {
          errors += text;
        });
        const [code] = (await once(second, 'exit')) as [number | null];
        expect(code).toBe(1);
        expect(errors).toContain(`The data folder ${dataDir} is in use by another server or script`);
        expect(await signIn(first.origin)).not.toBe('');
      } finally {
        await first.stop();
      }
    }, 240_000);
  });
}
