import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { pathTo } from './paths';
import { AnonymousOnly, LogoutRoute, RequireSignedIn, SessionGate, UnknownRoute } from './route-guards';
import { publicCheckoutRoutes, screenRoutes } from './router-entries';
import { ShellLayout } from './shell-module';
import { LazyScreen } from './screen-preload';
import { sessionRoutes } from './route-table';
import { LoginView } from '../login/login.view';

// The sign-in page is the first screen of every visit: it comes with the entry, in one request. Every
// other view is lazy, so /login loads none of them (docs/decisions/0029-first-load.md).
const NotFoundRoute = lazy(() => import('../shell/not-found.route').then((module) => ({ default: module.NotFoundRoute })));
const PublicPage = lazy(() => import('../common/public-page').then((module) => ({ default: module.PublicPage })));

export function AppRoutes() {
  return (
    <Routes>
      {publicCheckoutRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={<PublicPage screen={route.screen} icon={route.icon} />} />
      ))}
      <Route element={<SessionGate />}>
        <Route
          path={sessionRoutes.login.path}
          element={
            <AnonymousOnly>
              <LoginView />
            </AnonymousOnly>
          }
        />
        <Route path={sessionRoutes.logout.path} element={<LogoutRoute />} />
        <Route path={sessionRoutes.notFound.path} element={<NotFoundRoute />} />
        <Route
          element={
            <RequireSignedIn>
              <ShellLayout />
            </RequireSignedIn>
          }
        >
          <Route path="/" element={<Navigate to={pathTo('dashboard')} replace />} />
          {screenRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<LazyScreen screen={route.screen} />} />
          ))}
        </Route>
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
