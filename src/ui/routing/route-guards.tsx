import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../common/full-screen-spinner';
import { useSessionActor } from '../session/session-provider';
import { useSession } from '../session/use-session';
import { pathTo } from './paths';

const ProfileUnavailableView = lazy(() => import('../session/profile-unavailable.view').then((module) => ({ default: module.ProfileUnavailableView })));

/** spec 1 §2: until the profile loads a full-screen spinner shows; then the routes appear. */
export function SessionGate() {
  const { status } = useSession();
  // While a stored token is restored, main.tsx has started the shell's code and the screen's.
  if (status === 'starting' || status === 'signingOut') return <FullScreenSpinner />;
  if (status === 'profileUnavailable') {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <ProfileUnavailableView />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/** spec 1 §2: /login is for visitors; signed-in users go to /dashboard. */
export function AnonymousOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'signedIn' ? <Navigate to={pathTo('dashboard')} replace /> : children;
}

/** spec 2 §2.1: guarded routes fall back to /login when not signed in. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'signedIn' ? children : <Navigate to={pathTo('login')} replace />;
}

/** spec 1 §2: unknown routes go to /login when signed out and to /404 when signed in. */
export function UnknownRoute() {
  const { status } = useSession();
  return <Navigate to={pathTo(status === 'signedIn' ? 'notFound' : 'login')} replace />;
}

/** spec 1 §2: /logout clears the session and goes to /login. */
export function LogoutRoute() {
  const session = useSessionActor();
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'anonymous') session.send({ type: 'session.signOut' });
  }, [session, status]);
  return status === 'anonymous' ? <Navigate to={pathTo('login')} replace /> : <FullScreenSpinner />;
}
