import { NotFoundView } from '../common/not-found.view';
import { useSession } from '../session/use-session';
import { ShellFrame } from './shell-layout';

/** spec 1 §2: /404 is public; signed-in users see it inside the shell. */
export function NotFoundRoute() {
  const { status } = useSession();
  if (status === 'signedIn') {
    return (
      <ShellFrame>
        <NotFoundView signedIn />
      </ShellFrame>
    );
  }
  return (
    <div className="public-page">
      <main className="public-page__card">
        <NotFoundView signedIn={false} />
      </main>
    </div>
  );
}
