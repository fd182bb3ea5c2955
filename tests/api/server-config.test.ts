import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/src/config';
import { exportDirectoryOf } from '../../server/src/csv-jobs/export-directory';
import { loggerOptionsOf } from '../../server/src/logging/logger-options';

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
