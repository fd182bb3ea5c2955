import { assign, fromPromise, setup } from 'xstate';
import type { TokenClaims } from '../../domain/session/token-claims';
import { profileKeepsSession, sessionStateOf } from '../../domain/session/session-rules';
import { isTokenFailure } from '../errors/app-error';
import type { UserProfile } from './auth.port';

/** Why a session ended on its own, so the login page can say so. */
export type SessionNotice = 'token_expired' | 'invalid_token' | null;

export interface SessionContext {
  token: string | null;
  claims: TokenClaims | null;
  profile: UserProfile | null;
  notice: SessionNotice;
  nowSeconds: () => number;
}

export type SessionEvent =
  | { type: 'session.signedIn'; token: string }
  | { type: 'session.signOut' }
  | { type: 'session.tokenRejected'; code: 'token_expired' | 'invalid_token' }
  | { type: 'session.retry' };

export interface SessionInput {
  /** The token persisted by an earlier visit, if any. */
  token: string | null;
  nowSeconds?: () => number;
}

const wallClockSeconds = () => Math.floor(Date.now() / 1000);

/**
 * spec 1 §2 Session behaviour. The machine names its effects (`loadProfile`, `signOut`,
 * `forgetToken`, `reportProblem`); the edge provides them with `.provide(...)`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadProfile: fromPromise<UserProfile | null, { userId: string }>(async () => {
      throw new Error('loadProfile is provided at the edge');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut is provided at the edge');
    }),
  },
  actions: {
    /** Removes the persisted token (the session store). */
    forgetToken: () => {},
    /** spec 1 §8: profile fetch failures and undecodable tokens are logged only. */
    reportProblem: (_, _params: { problem: unknown }) => {},
    rememberClaims: assign({
      claims: ({ context }) => {
        const state = sessionStateOf(context.token, context.nowSeconds());
        return state.kind === 'active' ? state.claims : null;
      },
    }),
    resetSession: assign({ token: null, claims: null, profile: null }),
  },
  guards: {
    hasUsableToken: ({ context }) => sessionStateOf(context.token, context.nowSeconds()).kind === 'active',
    hasUnusableToken: ({ context }) => sessionStateOf(context.token, context.nowSeconds()).kind !== 'anonymous',
    keepsSession: ({ context }, params: { profile: UserProfile | null }) => context.claims !== null && profileKeepsSession(context.claims, params.profile),
    isTokenFailure: (_, params: { problem: unknown }) => isTokenFailure(params.problem),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    claims: null,
    profile: null,
    notice: null,
    nowSeconds: input.nowSeconds ?? wallClockSeconds,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasUsableToken', target: 'authenticated', actions: 'rememberClaims' },
        {
          // spec 1 §8: a token that cannot be decoded (or has expired) is treated as no token.
          guard: 'hasUnusableToken',
          target: 'anonymous',
          actions: [
            { type: 'reportProblem', params: ({ context }) => ({ problem: new Error(`Unusable session token (${context.token?.length ?? 0} chars)`) }) },
            'forgetToken',
            'resetSession',
          ],
        },
        { target: 'anonymous' },
      ],
    },
    anonymous: {
      on: {
        'session.signedIn': {
          target: 'checking',
          actions: assign({ token: ({ event }) => event.token, notice: null }),
        },
      },
    },
    authenticated: {
      // The profile is fetched as soon as a token appears, not after spec 1 §9's 1 000 ms (the old
      // portal's delay): see docs/decisions/0020-session-restore-at-once.md.
      initial: 'loadingProfile',
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.tokenRejected': {
          target: 'anonymous',
          actions: ['forgetToken', 'resetSession', assign({ notice: ({ event }) => event.code })],
        },
      },
      states: {
        loadingProfile: {
          invoke: {
            src: 'loadProfile',
            input: ({ context }) => ({ userId: context.claims?._id ?? '' }),
            onDone: [
              {
                guard: { type: 'keepsSession', params: ({ event }) => ({ profile: event.output }) },
                target: 'signedIn',
                actions: assign({ profile: ({ event }) => event.output }),
              },
              // spec 1 §2: a profile without an id, or a token without a role, ends the session.
              { target: '#session.anonymous', actions: ['forgetToken', 'resetSession'] },
            ],
            onError: [
              {
                guard: { type: 'isTokenFailure', params: ({ event }) => ({ problem: event.error }) },
                target: '#session.anonymous',
                actions: ['forgetToken', 'resetSession'],
              },
              // Any other failure is logged (spec 1 §8) and offered again rather than signing out.
              { target: 'profileUnavailable', actions: { type: 'reportProblem', params: ({ event }) => ({ problem: event.error }) } },
            ],
          },
        },
        profileUnavailable: { on: { 'session.retry': 'loadingProfile' } },
        signedIn: {},
      },
    },
    signingOut: {
      invoke: {
        src: 'signOut',
        onDone: { target: 'anonymous', actions: 'resetSession' },
        onError: {
          target: 'anonymous',
          actions: [{ type: 'reportProblem', params: ({ event }) => ({ problem: event.error }) }, 'forgetToken', 'resetSession'],
        },
      },
    },
  },
});
