import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuthPort } from '../../src/application/session/auth.port';
import { completeSignInUseCase, signInUseCase } from '../../src/application/session/sign-in.use-case';
import { signOutUseCase } from '../../src/application/session/sign-out.use-case';
import { sessionUseCases } from '../../src/application/session/session-use-cases';
import type { RequestActivityPort } from '../../src/application/session/request-activity.port';
import type { SessionEventsPort } from '../../src/application/session/session-events.port';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';

function authRecording(): AuthPort & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    signIn: async (userName) => {
      seen.push(userName);
      return 'the-token';
    },
    signOut: async () => {
      throw new Error('offline');
    },
    userById: async () => null,
    completeSecondStep: async (challenge, code) => {
      seen.push(`${challenge}:${code}`);
      return { token: 'second-token', recoveryCodes: ['aaaaa-bbbbb'] };
    },
    secondFactorStatus: async () => ({ enrolled: false, required: false, recoveryCodesLeft: 0 }),
    startEnrolment: async () => ({ secret: 'S', otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,' }),
    confirmEnrolment: async () => [],
    turnOffSecondFactor: async (code) => {
      seen.push(`off:${code}`);
    },
    renewRecoveryCodes: async (code) => {
      seen.push(`renew:${code}`);
      return ['ccccc-ddddd'];
    },
  };
}

describe('sign in and sign out use-cases', () => {
  it('sends the user name trimmed and lower-cased, whatever its padding and case (spec 1 §5)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-z0-9._]{1,20}$/), fc.stringMatching(/^\s{0,3}$/), fc.boolean(), async (name, padding, upper) => {
        const auth = authRecording();
        const signIn = signInUseCase({ auth, sessionStore: new MemorySessionStore() });
        await signIn(`${padding}${upper ? name.toUpperCase() : name}${padding}`, 'secret');
        return auth.seen[0] === name;
      }),
    );
  });

  it('keeps the token it receives', async () => {
    const sessionStore = new MemorySessionStore();
    await signInUseCase({ auth: authRecording(), sessionStore })('Admin', 'secret');
    expect(sessionStore.readToken()).toBe('the-token');
  });

  it('clears the local session even when the server cannot be told', async () => {
    const sessionStore = new MemorySessionStore('a-token', 'ar');
    const problems: unknown[] = [];
    await signOutUseCase({ auth: authRecording(), sessionStore, reportProblem: (problem) => problems.push(problem) })();
    expect(sessionStore.readToken()).toBeNull();
    expect(sessionStore.readLanguage()).toBe('ar');
    expect(problems).toHaveLength(1);
  });

  it('keeps no token while the server asks for a code, and keeps the one the code step answers (docs/decisions/0036-second-factor.md)', async () => {
    const auth = authRecording();
    const sessionStore = new MemorySessionStore(null, null);
    const signIn = signInUseCase({ auth: { ...auth, signIn: async () => ({ kind: 'code', challenge: 'c1' }) }, sessionStore });
    expect(await signIn('admin', 'pw')).toEqual({ kind: 'code', challenge: 'c1' });
    expect(sessionStore.readToken()).toBeNull();
    const complete = completeSignInUseCase({ auth, sessionStore });
    expect(await complete('c1', ' 123456 ')).toEqual({ token: 'second-token', recoveryCodes: ['aaaaa-bbbbb'] });
    expect(auth.seen).toEqual(['c1:123456']);
    expect(sessionStore.readToken()).toBe('second-token');
  });
});

describe('the own second factor use-cases (docs/decisions/0036-second-factor.md)', () => {
  it('turns the factor off and renews the recovery codes with the code trimmed', async () => {
    const auth = authRecording();
    const { secondFactor } = sessionUseCases({
      auth,
      sessionStore: new MemorySessionStore(),
      requestActivity: {} as RequestActivityPort,
      sessionEvents: {} as SessionEventsPort,
      reportProblem: () => {},
    });
    expect(await secondFactor.renewRecoveryCodes(' abcde-12345 ')).toEqual(['ccccc-ddddd']);
    await secondFactor.turnOff('123456 ');
    expect(auth.seen).toEqual(['renew:abcde-12345', 'off:123456']);
  });
});
