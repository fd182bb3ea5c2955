import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodeKey } from '../../server/src/auth/recovery-code-key';
import { resolveTokenSecret } from '../../server/src/db/token-secret';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0049-re-sealing-after-a-rotation.md: the recovery-code key is kept sealed in
// settings. A start whose TOKEN_SECRET list opens it gets the same key back; one that lost the old
// secret stops with what to do instead of a bare decryption error.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
});

afterAll(async () => {
  await server.close();
});

describe('the recovery-code key', () => {
  it('is the same key on every start under the secrets that sealed it', async () => {
    const secrets = [await resolveTokenSecret(server.db, undefined)];
    const first = await recoveryCodeKey(server.db, secrets);
    const again = await recoveryCodeKey(server.db, ['n'.repeat(40), ...secrets]);
    expect(first.length).toBe(32);
    expect(again.equals(first)).toBe(true);
  });

  it('stops the start, naming TOKEN_SECRET, when no listed secret opens it', async () => {
    await expect(recoveryCodeKey(server.db, ['x'.repeat(40)])).rejects.toThrow(/sealed under a TOKEN_SECRET that is not listed.*TOKEN_SECRET_PREVIOUS/);
  });
});
