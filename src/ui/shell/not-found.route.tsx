import { NotFoundView } from '../common/not-found.view';
// Outside the shell, so its icon font comes with the page (the first load carries none).
import 'primeicons/primeicons.css';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session';
import { withShellCatalogue } from './shell-catalogue';
import { ShellFrame } from './shell-layout';

/** spec 1 §2: /404 is public; signed-in users see it inside the shell. */
export function NotFoundRoute() {
  const { status } = useSession();
  const { i18n } = useTranslation();
  // The page's strings are the shell's.
  withShellCatalogue(i18n);
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
