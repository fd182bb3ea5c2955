import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/src/config';
import { exportDirectoryOf } from '../../server/src/csv-jobs/export-directory';
import { loggerOptionsOf } from '../../server/src/logging/logger-options';
import pino from 'pino';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      tokenTtlSeconds: 43_200,
      businessTimeZone: 'Asia/Karachi',
      logLevel: 'info',
      logFormat: 'pretty',
      seedDemo: true,
    });
    expect(config.dataDir).toMatch(/data\/pglite$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.reportsDatabaseUrl).toBeUndefined();
  });

  it('writes export files to EXPORT_DIR when set, else beside the data folder or in the temporary folder', () => {
    expect(exportDirectoryOf(loadConfig({ EXPORT_DIR: '/shared/pgw-exports', DATABASE_URL: 'postgres://primary/pgw' }))).toBe('/shared/pgw-exports');
    expect(exportDirectoryOf(loadConfig({ DATA_DIR: '/srv/pgw/pglite' }))).toBe('/srv/pgw/exports');
    expect(exportDirectoryOf(loadConfig({ DATABASE_URL: 'postgres://primary/pgw' }))).toBe(join(tmpdir(), 'pgw-exports'));
  });

  it('reads a reports replica beside the primary', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://primary/pgw', REPORTS_DATABASE_URL: 'postgres://replica/pgw' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://primary/pgw', reportsDatabaseUrl: 'postgres://replica/pgw' });
  });

  it('refuses a short token secret, a bad port and an unknown time zone', () => {
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/BUSINESS_TIME_ZONE/);
  });
});

describe('public URL', () => {
  it('is unset by default, trimmed of a trailing slash, and must be an http(s) URL', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://portal.walee.example/' }).publicUrl).toBe('https://portal.walee.example');
    expect(() => loadConfig({ PUBLIC_URL: 'portal.walee.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});

describe('demo seed', () => {
  it('seeds by default outside production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
  });

  it('does not seed by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
  });

  it('follows an explicit SEED_DEMO in every environment', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true);
  });

  it('refuses a SEED_DEMO that is not a boolean', () => {
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO must be true or false/);
  });
});

describe('log format', () => {
  it('is pretty by default and json in production', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
  });

  it('follows an explicit LOG_FORMAT, in any case', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'JSON' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('refuses an unknown LOG_FORMAT, naming the allowed values', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be pretty or json, got "xml"');
  });

  it('writes JSON lines to stdout and pretty lines through a stream, but gives a silent logger no stream', () => {
    expect(loggerOptionsOf({ logLevel: 'info', logFormat: 'json' })).not.toHaveProperty('stream');
    expect(loggerOptionsOf({ logLevel: 'info', logFormat: 'pretty' })).toHaveProperty('stream');
    expect(loggerOptionsOf({ logLevel: 'silent', logFormat: 'pretty' })).not.toHaveProperty('stream');
  });
});

describe('the card processor configuration (docs/decisions/0046-card-processor.md)', () => {
  const stripe = { CARD_PROCESSOR: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it('is the card simulator when unset, the sandbox without simulators, Stripe at api.stripe.com or STRIPE_API_BASE when asked', () => {
    // docs/decisions/0050-simulators-by-default.md: unset, outside production, cards go to the card simulator.
    expect(loadConfig({}).cardProcessor).toMatchObject({ kind: 'stripe', apiBase: 'http://127.0.0.1:8090', secretKey: 'sk_test_simulator' });
    expect(loadConfig({ SIMULATORS: 'false' }).cardProcessor).toBeUndefined();
    expect(loadConfig(stripe).cardProcessor).toEqual({
      kind: 'stripe',
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: 'https://api.stripe.com',
    });
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).cardProcessor?.apiBase).toBe('http://127.0.0.1:12111');
  });

  it('refuses to start without a key, naming the variable and never echoing a value', () => {
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_wrong_secret_value' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_wrong_secret_value' })).not.toThrow(/pk_wrong_secret_value/);
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...stripe, STRIPE_API_BASE: 'api.stripe.com/v1' })).toThrow(/STRIPE_API_BASE/);
    expect(() => loadConfig({ CARD_PROCESSOR: 'adyen' })).toThrow(/CARD_PROCESSOR/);
    // The in-process card sandbox is had with every provider's (SIMULATORS=false), not as a card processor of its own.
    expect(() => loadConfig({ CARD_PROCESSOR: 'sandbox' })).toThrow(/SIMULATORS=false/);
  });

  it('never writes the keys to a log line', () => {
    const lines: string[] = [];
    const options = loggerOptionsOf({ logLevel: 'info', logFormat: 'json' }, { write: (line) => void lines.push(line) });
    const logger = pino(options as pino.LoggerOptions, (options as { stream: pino.DestinationStream }).stream);
    logger.info({ secretKey: 'sk_live_leak', config: { cardProcessor: { secretKey: 'sk_live_leak', webhookSecret: 'whsec_leak' } } }, 'configured');
    expect(lines.join('')).toContain('configured');
    expect(lines.join('')).not.toMatch(/sk_live_leak|whsec_leak/);
  });
});
