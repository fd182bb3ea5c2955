import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { secretLogPaths } from '../../server/src/logging/logger-options';

const jazzcash = {
  JAZZCASH_BASE_URL: 'http://127.0.0.1:8090/jazzcash/',
  JAZZCASH_MERCHANT_ID: 'MC1',
  JAZZCASH_PASSWORD: 'jc-password-value',
  JAZZCASH_INTEGRITY_SALT: 'jc-salt-value',
};

describe('wallet provider configuration (docs/decisions/0043-provider-wire-adapters.md)', () => {
  it('keeps the sandbox when no base URL is set and the simulators are off (docs/decisions/0050), and reads a configured provider', () => {
    expect(loadConfig({ SIMULATORS: 'false' }).jazzcash).toBeUndefined();
    expect(loadConfig({ SIMULATORS: 'false' }).easypaisa).toBeUndefined();
    expect(loadConfig(jazzcash).jazzcash).toEqual({
      baseUrl: 'http://127.0.0.1:8090/jazzcash',
      merchantId: 'MC1',
      password: 'jc-password-value',
      integritySalt: 'jc-salt-value',
    });
  });

  it('refuses to start with a base URL but a missing credential, naming it', () => {
    expect(() => loadConfig({ ...jazzcash, JAZZCASH_INTEGRITY_SALT: '' })).toThrow('JAZZCASH_INTEGRITY_SALT must be set when JAZZCASH_BASE_URL is');
    expect(() => loadConfig({ EASYPAISA_BASE_URL: 'https://easypaystg.easypaisa.com.pk', EASYPAISA_STORE_ID: '1', EASYPAISA_USERNAME: 'u' })).toThrow(
      'EASYPAISA_PASSWORD',
    );
    expect(() => loadConfig({ ...jazzcash, JAZZCASH_BASE_URL: 'sandbox.jazzcash.com.pk' })).toThrow('JAZZCASH_BASE_URL must be an absolute http(s) URL');
  });

  it('never writes the credentials to the log', () => {
    const lines: string[] = [];
    const logger = pino({ redact: [...secretLogPaths] }, { write: (line: string) => lines.push(line) });
    const config = loadConfig({
      ...jazzcash,
      EASYPAISA_BASE_URL: 'http://x',
      EASYPAISA_STORE_ID: '1',
      EASYPAISA_USERNAME: 'u',
      EASYPAISA_PASSWORD: 'ep-password-value',
    });
    logger.info({ config }, 'settings');
    logger.info({ request: { pp_Password: 'jc-password-value', pp_SecureHash: 'ABCDEF' }, headers: { Credentials: 'dTplcC1wYXNzd29yZC12YWx1ZQ==' } }, 'call');
    const text = lines.join('\n');
    for (const secret of ['jc-password-value', 'jc-salt-value', 'ep-password-value', 'ABCDEF', 'dTplcC1wYXNzd29yZC12YWx1ZQ=='])
      expect(text).not.toContain(secret);
    expect(text).toContain('MC1');
  });
});
