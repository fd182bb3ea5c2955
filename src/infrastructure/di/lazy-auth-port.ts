import type { AuthPort } from '../../application/session/auth.port';

/**
 * The sign-in port whose adapter (the transport, the auth contract and zod) loads on its first call,
 * so /login paints before any of it arrives (docs/decisions/0029-first-load.md).
 */
export function lazyAuthPort(load: () => Promise<AuthPort>): AuthPort {
  return {
    signIn: async (userName, password) => (await load()).signIn(userName, password),
    completeSecondStep: async (challenge, code) => (await load()).completeSecondStep(challenge, code),
    secondFactorStatus: async () => (await load()).secondFactorStatus(),
    startEnrolment: async () => (await load()).startEnrolment(),
    confirmEnrolment: async (code) => (await load()).confirmEnrolment(code),
    turnOffSecondFactor: async (code) => (await load()).turnOffSecondFactor(code),
    renewRecoveryCodes: async (code) => (await load()).renewRecoveryCodes(code),
    signOut: async () => (await load()).signOut(),
    userById: async (id) => (await load()).userById(id),
  };
}
