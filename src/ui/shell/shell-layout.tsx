import { IdleWarning } from './idle-warning';
import { PrimeReactProvider } from 'primereact/api';
import { Sidebar } from 'primereact/sidebar';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useSession } from '../session/use-session';
import { withShellCatalogue } from './shell-catalogue';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { primeReactSettings } from '../kit/prime-pass-through';
import { useMediaQuery, wideLayoutQuery } from '../kit/use-media-query';
import { useHeadingFocusOnNavigation } from './use-heading-focus';
import '../styles/prime-styles';
import './shell.css';

function ContentFallback() {
  return <div className="shell-content__loading" aria-hidden="true" />;
}

/** spec 2 §2.1: the navigation shell around every signed-in screen. */
export function ShellFrame({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation();
  withShellCatalogue(i18n);
  const { claims, profile } = useSession();
  const content = useRef<HTMLElement>(null);
  useHeadingFocusOnNavigation(content);
  const wide = useMediaQuery(wideLayoutQuery);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const permissions = claims?.role?.permissions;

  return (
    <PrimeReactProvider value={primeReactSettings}>
      <div className="shell">
        <a className="skip-link" href="#main-content">
          {t('shell.skipToContent')}
        </a>
        {wide ? (
          <aside className="shell__sidebar">
            <SideNav permissions={permissions} />
          </aside>
        ) : (
          <Sidebar
            visible={drawerOpen}
            onHide={() => setDrawerOpen(false)}
            position={i18n.dir() === 'rtl' ? 'right' : 'left'}
            className="shell__drawer"
            showCloseIcon={false}
          >
            <SideNav permissions={permissions} onNavigate={() => setDrawerOpen(false)} />
          </Sidebar>
        )}
        <div className="shell__main">
          <TopBar claims={claims} profile={profile} narrow={!wide} onOpenNavigation={() => setDrawerOpen(true)} />
          <main className="shell__content" id="main-content" ref={content} tabIndex={-1}>
            <Suspense fallback={<ContentFallback />}>{children}</Suspense>
          </main>
        </div>
      </div>
    </PrimeReactProvider>
  );
}

export function ShellLayout() {
  return (
    <ShellFrame>
      <Outlet />
      <IdleWarning />
    </ShellFrame>
  );
}
