import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's chromium (never a downloaded browser) against the real server on a
// fresh data folder, serving the built portal.
const port = Number(process.env.E2E_PORT ?? 8181);
// Separate ports, data folders and builds let several suites run side by side.
const dataDir = `.data/e2e-${port}`;
const portalDist = process.env.E2E_PORTAL_DIST ?? 'dist';
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
  webServer: {
    // The folder and the lock beside it (db/data-folder-lock.ts), which a killed run may leave behind.
    // Every test signs in from 127.0.0.1, more than the 30 sign-ins a minute one address may try on
    // a fast run; that limit is the API tests' to prove (tests/api/sign-in-lock.test.ts).
    command: `rm -rf ${dataDir} ${dataDir}.lock && SIGN_IN_RATE_LIMIT=1000 PORT=${port} HOST=127.0.0.1 DATA_DIR=${dataDir} PORTAL_DIST=${portalDist} LOG_LEVEL=warn npx tsx server/src/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
