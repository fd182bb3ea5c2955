import { useSelector } from '@xstate/react';
import type { UserProfile } from '../../application/session/auth.port';
import type { SessionNotice } from '../../application/session/session.machine';
import type { TokenClaims } from '../../domain/session/token-claims';
import { useSessionActor, type SessionActor } from './session-provider';

export type SessionStatus = 'starting' | 'anonymous' | 'profileUnavailable' | 'signedIn' | 'signingOut';

export interface SessionView {
  status: SessionStatus;
  claims: TokenClaims | null;
  profile: UserProfile | null;
  notice: SessionNotice;
}

function statusOf(snapshot: ReturnType<SessionActor['getSnapshot']>): SessionStatus {
  if (snapshot.matches('anonymous')) return 'anonymous';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches({ authenticated: 'signedIn' })) return 'signedIn';
  if (snapshot.matches({ authenticated: 'profileUnavailable' })) return 'profileUnavailable';
  return 'starting';
}

/** What views need to know of the session, re-rendering only when one of these changes. */
export function useSession(): SessionView {
  const actor = useSessionActor();
  const status = useSelector(actor, statusOf);
  const claims = useSelector(actor, (snapshot) => snapshot.context.claims);
  const profile = useSelector(actor, (snapshot) => snapshot.context.profile);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  return { status, claims, profile, notice };
}
