import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's chromium (never a downloaded browser) against the real server on a
// fresh data folder, serving the built portal.
const port = Number(process.env.E2E_PORT ?? 8181);
// Separate ports, data folders and builds let several suites run side by side.
const dataDir = `.data/e2e-${port}`;
const portalDist = process.env.E2E_PORTAL_DIST ?? 'dist';
// Debian's chromium-headless-shell, the old headless shell that Playwright itself runs headless, is lighter
// on the CPU than the full browser's headless mode: the suite took 8.9 instead of 12.5 minutes on two
// cores (docs/decisions/0052-test-run-time.md). The full chromium serves where the shell
// is not installed, and for a run with a window (CHROME_PATH=/usr/bin/chromium, --headed).
const chromiumPath = process.env.CHROME_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
// docs/decisions/0050-simulators-by-default.md: the run's own simulators (wallets and card processor), a
// process of their own beside the server, gone with the run; their records in memory (e2e/support/simulators.ts).
const simulatorsPort = Number(process.env.E2E_SIMULATORS_PORT ?? port + 3);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 800 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `SIMULATOR_PORT=${simulatorsPort} SIMULATOR_STORE_DIR=memory SIMULATOR_LATENCY_MS=0 CARD_SIMULATOR_WEBHOOK_URL=http://127.0.0.1:${port}/api/card-processor/webhook LOG_LEVEL=warn npx tsx server/src/simulators/main.ts`,
      url: `http://127.0.0.1:${simulatorsPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The folder and the lock beside it (db/data-folder-lock.ts), which a killed run may leave behind.
      // Every test signs in from 127.0.0.1, more than the 30 sign-ins a minute one address may try on
      // a fast run; that limit is the API tests' to prove (tests/api/sign-in-lock.test.ts).
      // Every provider is the run's simulators: wallets and payouts, and cards, tokenised by the page at the
      // card simulator, with its 3-D Secure page and its signed webhooks.
      command: `rm -rf ${dataDir} ${dataDir}.lock && SIMULATORS_URL=http://127.0.0.1:${simulatorsPort} SIGN_IN_RATE_LIMIT=1000 PORT=${port} HOST=127.0.0.1 DATA_DIR=${dataDir} PORTAL_DIST=${portalDist} LOG_LEVEL=warn npx tsx server/src/main.ts`,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
