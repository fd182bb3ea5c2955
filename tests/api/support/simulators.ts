import { fork } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { nodeArgumentsOf } from '../../../server/src/shared/node-entry';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's simulators answer (docs/decisions/0050-simulators-by-default.md). */
    simulatorsUrl: string;
  }
}

/**
 * The api project's global setup: one simulators process for the whole run (Jazzcash, Easypaisa and the
 * card processor on one port, `npm run simulators`), outside every test server, as the providers are
 * outside the gateway, and outside vitest's own busy process. Test servers reach them by default
 * (test-server.ts); servers a test starts as child processes find them through SIMULATORS_URL. Records
 * are kept in memory; the process goes when the run goes (its IPC channel closes), even a killed run.
 */
export default async function startRunSimulators(project: TestProject): Promise<() => Promise<void>> {
  // Its bundle when bundled-entries.ts, the setup before this one, built it.
  const command = nodeArgumentsOf('server/src/simulators/main.ts');
  const child = fork(command.at(-1) ?? '', [], {
    execArgv: command.slice(0, -1),
    // No wallet latency: a test that needs a slow provider queues a `slow` fault (docs/providers.md).
    env: { ...process.env, SIMULATOR_PORT: '0', SIMULATOR_STORE_DIR: 'memory', SIMULATOR_LATENCY_MS: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((started, failed) => {
    child.once('message', (message) => started((message as { url: string }).url));
    child.once('exit', (code) => failed(new Error(`the simulators exited with ${code}`)));
    setTimeout(() => failed(new Error('the simulators did not start in 60 s')), 60_000).unref();
  });
  process.env.SIMULATORS_URL = url;
  project.provide('simulatorsUrl', url);
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
}
