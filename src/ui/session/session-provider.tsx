import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../application/session/session.machine';
import type { PortalUseCases } from '../../infrastructure/di/portal-use-cases';
import { useUseCases } from '../../infrastructure/di/use-cases-context';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/** The edge of docs/style.md §5: the machine's named effects, wired to the use-cases. */
function providedSessionMachine(useCases: PortalUseCases) {
  return sessionMachine.provide({
    actors: {
      loadProfile: fromPromise(({ input }: { input: { userId: string } }) => useCases.loadProfile(input.userId)),
      signOut: fromPromise(() => useCases.signOut()),
    },
    actions: {
      forgetToken: () => useCases.forgetSession(),
      reportProblem: (_, params) => useCases.reportProblem(params.problem),
    },
  });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const useCases = useUseCases();
  const [machine] = useState(() => providedSessionMachine(useCases));
  const actor = useActorRef(machine, { input: { token: useCases.storedToken() } });

  // spec 1 §4: Token-Expired or Invalid-Token from any call ends the session.
  useEffect(
    () => useCases.sessionEvents.onTokenRejected((rejection) => actor.send({ type: 'session.tokenRejected', code: rejection.code })),
    [actor, useCases],
  );

  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor needs a SessionProvider above it');
  return actor;
}
