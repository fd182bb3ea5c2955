import { loadConfig, type ServerConfig } from '../../../server/src/config';

/** The test servers' configuration, with a test's extra environment. */
export function testServerConfig(env: Record<string, string> = {}): ServerConfig {
  // Every test signs in from 127.0.0.1 many times a minute; sign-in-lock.test.ts sets its own limit.
  return loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORTAL_DIST: '/nonexistent-portal',
    SIGN_IN_RATE_LIMIT: '100000',
    // The daily reconciliation would write runs in the middle of tests that count rows; reconciliation.test.ts runs it itself.
    RECONCILIATION_DAILY: 'false',
    ...env,
  });
}
