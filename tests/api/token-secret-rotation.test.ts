import { afterEach, describe, expect, it } from 'vitest';
import { TokenSigner } from '../../server/src/auth/token-signer';
import { SecretBox } from '../../server/src/crypto/secret-box';
import { ApiFailure } from '../../server/src/http/api-failure';
import { CallAnswer, createIdempotency } from '../../server/src/http/idempotency';
import { decodeTokenClaims } from '../../src/domain/session/token-claims';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0047-backups-and-key-rotation.md: TOKEN_SECRET_PREVIOUS keeps the tokens an old
// secret signed working while it is listed; new tokens are signed with TOKEN_SECRET.
const oldSecret = 'o'.repeat(40);
const newSecret = 'n'.repeat(40);
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The same session's token, signed with another secret (as the server signed it before the rotation). */
function signedWith(secret: string, token: string): string {
  const claims = decodeTokenClaims(token);
  if (claims === null) throw new Error('not a token');
  return new TokenSigner(secret).sign(claims);
}

const profileOf = (baseUrl: string, token: string, userId: string) => fetch(`${baseUrl}/api/users/get-by-id/${userId}`, { headers: { 'x-auth-token': token } });

describe('rotating TOKEN_SECRET', () => {
  it('accepts a token the previous secret signed while it is listed, and writes the audit log once', async () => {
    server = await startTestServer({ env: { TOKEN_SECRET: newSecret, TOKEN_SECRET_PREVIOUS: oldSecret }, seed: 'core' });
    const fresh = await server.signIn('admin', 'admin12345');
    // New tokens are the new secret's.
    expect(new TokenSigner(newSecret).check(fresh, Date.now() / 1000).kind).toBe('valid');
    const userId = decodeTokenClaims(fresh)?._id ?? '';
    const old = signedWith(oldSecret, fresh);
    expect((await profileOf(server.baseUrl, old, userId)).status).toBe(200);
    expect((await profileOf(server.baseUrl, old, userId)).status).toBe(200);
    const entries = await server.db
      .selectFrom('audit_log')
      .select(['action', 'details', 'actor_id'])
      .where('action', '=', 'tokenSecret.previousUsed')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actor_id).toBe(userId);
    expect(JSON.stringify(entries[0]?.details)).not.toContain(oldSecret);
    // A secret listed nowhere is refused still.
    expect((await profileOf(server.baseUrl, signedWith('x'.repeat(40), fresh), userId)).status).toBe(401);
  });

  it('refuses the previous secret’s token once it is no longer listed', async () => {
    server = await startTestServer({ env: { TOKEN_SECRET: newSecret }, seed: 'core' });
    const fresh = await server.signIn('admin', 'admin12345');
    const userId = decodeTokenClaims(fresh)?._id ?? '';
    expect((await profileOf(server.baseUrl, fresh, userId)).status).toBe(200);
    const refused = await profileOf(server.baseUrl, signedWith(oldSecret, fresh), userId);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 'Invalid-Token' });
  });

  it('opens what the previous secret sealed and seals with the current one', () => {
    const sealedBefore = new SecretBox(oldSecret, 'merchant-keys').seal('sk_live', 'merchants:1:private_key');
    const rotated = new SecretBox([newSecret, oldSecret], 'merchant-keys');
    expect(rotated.open(sealedBefore, 'merchants:1:private_key')).toBe('sk_live');
    expect(new SecretBox(newSecret, 'merchant-keys').open(rotated.seal('sk_live', 'merchants:1:private_key'), 'merchants:1:private_key')).toBe('sk_live');
    expect(() => new SecretBox(newSecret, 'merchant-keys').open(sealedBefore, 'merchants:1:private_key')).toThrow();
  });

  it('re-seals under the current secret only what a previous one sealed', () => {
    const rotated = new SecretBox([newSecret, oldSecret], 'second-factor');
    const context = 'user_second_factors:u1';
    const resealed = rotated.resealed(new SecretBox(oldSecret, 'second-factor').seal('totp-secret', context), context);
    expect(resealed).not.toBeNull();
    expect(new SecretBox(newSecret, 'second-factor').open(resealed ?? '', context)).toBe('totp-secret');
    expect(rotated.resealed(rotated.seal('totp-secret', context), context)).toBeNull();
    expect(() => rotated.resealed(new SecretBox('x'.repeat(40), 'second-factor').seal('totp-secret', context), context)).toThrow();
  });

  it('needs TOKEN_SECRET and strong previous secrets', async () => {
    const { loadConfig } = await import('../../server/src/config');
    expect(() => loadConfig({ TOKEN_SECRET_PREVIOUS: oldSecret })).toThrow('TOKEN_SECRET_PREVIOUS needs TOKEN_SECRET');
    expect(() => loadConfig({ TOKEN_SECRET: newSecret, TOKEN_SECRET_PREVIOUS: `${oldSecret},short` })).toThrow('at least 32 characters');
    expect(loadConfig({ TOKEN_SECRET: newSecret, TOKEN_SECRET_PREVIOUS: ` ${oldSecret} , ${'p'.repeat(32)}` }).previousTokenSecrets).toEqual([
      oldSecret,
      'p'.repeat(32),
    ]);
  });

  it('replays a money call sent before the rotation when it is retried after it with the same key and body', async () => {
    server = await startTestServer({ seed: 'core' });
    const call = { id: 'payouts.create', idempotency: undefined };
    const input = { params: {}, query: {}, body: { amount: 1500, merchantId: 'm-1' } };
    const before = createIdempotency(server.db, () => new Date(), [oldSecret]);
    let runs = 0;
    const work = async () => {
      runs += 1;
      return new CallAnswer(201, { loanId: `L-${runs}` });
    };
    const first = await before.alone({ scope: 'u-1', key: 'k-rotation', callId: call.id, ...before.fingerprints(call, input) }, work);
    expect(first).toMatchObject({ status: 201, body: { loanId: 'L-1' } });

    const after = createIdempotency(server.db, () => new Date(), [newSecret, oldSecret]);
    const retried = await after.alone({ scope: 'u-1', key: 'k-rotation', callId: call.id, ...after.fingerprints(call, input) }, work);
    expect(retried).toMatchObject({ status: 201, body: { loanId: 'L-1' } });
    expect(runs).toBe(1);
    // Another body under that key is still another request.
    const changed = { ...input, body: { ...input.body, amount: 1501 } };
    const reused = await after.alone({ scope: 'u-1', key: 'k-rotation', callId: call.id, ...after.fingerprints(call, changed) }, work);
    expect(reused).toBeInstanceOf(ApiFailure);
    expect(reused).toMatchObject({ status: 422 });
    expect(runs).toBe(1);
  });
});
