import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { AppError } from '../../src/application/errors/app-error';
import type { UserProfile } from '../../src/application/session/auth.port';
import { sessionMachine } from '../../src/application/session/session.machine';
import { now, tokenWith } from './token-fixtures';

const profile: UserProfile = {
  _id: 'user-1',
  name: 'Platform Administrator',
  userName: 'admin',
  email: 'admin@pgw.example',
  userType: 'Admin',
  userTypeId: 'operator-platform',
  userTypeName: 'PGW',
  role: { _id: 'role-1', name: 'admin' },
  status: 'Active',
};

function startSession(token: string | null, loadProfile: (userId: string) => Promise<UserProfile | null> = async () => profile) {
  const effects = { forgotten: 0, signedOut: 0, problems: [] as unknown[], profileRequests: [] as string[] };
  const machine = sessionMachine.provide({
    actors: {
      loadProfile: fromPromise(async ({ input }: { input: { userId: string } }) => {
        effects.profileRequests.push(input.userId);
        return loadProfile(input.userId);
      }),
      signOut: fromPromise(async () => {
        effects.signedOut += 1;
      }),
    },
    actions: {
      forgetToken: () => {
        effects.forgotten += 1;
      },
      reportProblem: (_, params) => {
        effects.problems.push(params.problem);
      },
    },
  });
  const actor = createActor(machine, { input: { token, nowSeconds: () => now } }).start();
  return { actor, effects };
}

describe('session machine (spec 1 §2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays anonymous without a token and fetches nothing', async () => {
    const { actor, effects } = startSession(null);
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(effects.profileRequests).toEqual([]);
  });

  it('fetches the profile as soon as a stored token is found, with the id from the token', async () => {
    const { actor, effects } = startSession(tokenWith({ _id: 'user-1' }));
    expect(actor.getSnapshot().matches({ authenticated: 'loadingProfile' })).toBe(true);
    expect(effects.profileRequests).toEqual(['user-1']);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ authenticated: 'signedIn' })).toBe(true);
    expect(actor.getSnapshot().context.profile).toEqual(profile);
  });

  it('waits on no timer: the session is signed in once the profile answers', async () => {
    let answer: (value: UserProfile) => void = () => {};
    const { actor } = startSession(tokenWith(), () => new Promise<UserProfile>((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().matches({ authenticated: 'loadingProfile' })).toBe(true);
    answer(profile);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ authenticated: 'signedIn' })).toBe(true);
  });

  it('clears the session when the fetched profile has no id', async () => {
    const { actor, effects } = startSession(tokenWith(), async () => ({ ...profile, _id: '' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.forgotten).toBe(1);
  });

  it('clears the session when there is no such user', async () => {
    const { actor, effects } = startSession(tokenWith(), async () => null);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(effects.forgotten).toBe(1);
  });

  it('logs out a session whose role is missing', async () => {
    const { actor, effects } = startSession(tokenWith({ role: null }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(effects.forgotten).toBe(1);
  });

  it('treats an expired token as no token', async () => {
    const { actor, effects } = startSession(tokenWith({ exp: now - 1 }));
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(effects.forgotten).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(effects.profileRequests).toEqual([]);
  });

  it('clears any token that cannot be decoded or lacks an id, and logs it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ minLength: 1 }),
          fc.constant(tokenWith({ _id: '' })),
          fc.base64String({ minLength: 4 }).map((middle) => `a.${middle}.b`),
        ),
        (token) => {
          const { actor, effects } = startSession(token);
          const snapshot = actor.getSnapshot();
          actor.stop();
          return snapshot.matches('anonymous') && snapshot.context.token === null && effects.forgotten === 1 && effects.problems.length === 1;
        },
      ),
    );
  });

  it('signs in from anonymous when a token is handed over', async () => {
    const { actor } = startSession(null);
    actor.send({ type: 'session.signedIn', token: tokenWith() });
    expect(actor.getSnapshot().matches({ authenticated: 'loadingProfile' })).toBe(true);
    expect(actor.getSnapshot().context.claims?.userName).toBe('admin');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ authenticated: 'signedIn' })).toBe(true);
  });

  it('signs out through the named effect and ends anonymous', async () => {
    const { actor, effects } = startSession(tokenWith());
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.signedOut).toBe(1);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('ends the session at once when any call reports the token expired, and says why', async () => {
    const { actor, effects } = startSession(tokenWith());
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'session.tokenRejected', code: 'token_expired' });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('token_expired');
    expect(effects.forgotten).toBe(1);
    expect(effects.signedOut).toBe(0);
  });

  it('clears the session when the profile call answers Invalid-Token', async () => {
    const { actor, effects } = startSession(tokenWith(), async () => {
      throw new AppError('invalid_token', 'Invalid token');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(effects.forgotten).toBe(1);
  });

  it('keeps the token when the profile cannot be fetched for another reason, logs it and retries on demand', async () => {
    let attempts = 0;
    const { actor, effects } = startSession(tokenWith(), async () => {
      attempts += 1;
      if (attempts === 1) throw new AppError('network', 'offline');
      return profile;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ authenticated: 'profileUnavailable' })).toBe(true);
    expect(effects.forgotten).toBe(0);
    expect(effects.problems).toHaveLength(1);
    actor.send({ type: 'session.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ authenticated: 'signedIn' })).toBe(true);
  });
});
