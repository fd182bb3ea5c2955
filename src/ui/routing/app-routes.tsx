import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { pathTo } from './paths';
import { AnonymousOnly, LogoutRoute, RequireSignedIn, SessionGate, UnknownRoute } from './route-guards';
import { publicCheckoutRoutes, screenRoutes } from './screen-routes';
import { loadShellModule } from './shell-module';
import { screenViews } from './screen-views';
import { type ScreenId, sessionRoutes } from './screens';

// Lazy views keep the /login route's JavaScript small (brief: no heavy views in the login chunk).
const LoginView = lazy(() => import('../login/login.view').then((module) => ({ default: module.LoginView })));
const ShellLayout = lazy(() => loadShellModule().then((module) => ({ default: module.ShellLayout })));
const NotFoundRoute = lazy(() => import('../shell/not-found.route').then((module) => ({ default: module.NotFoundRoute })));
const ComingSoonView = lazy(() => import('../common/coming-soon.view').then((module) => ({ default: module.ComingSoonView })));
const ReportRoute = lazy(() => import('./report-route').then((module) => ({ default: module.ReportRoute })));
const PublicPage = lazy(() => import('../common/public-page').then((module) => ({ default: module.PublicPage })));

/** A built screen when one is registered, else its "coming soon" page; /reports picks by its type. */
function ScreenRoute({ screen, icon }: { screen: ScreenId; icon: string }) {
  if (screen === 'reports') return <ReportRoute />;
  const View = screenViews[screen];
  return View ? <View /> : <ComingSoonView screen={screen} icon={icon} />;
}

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
            <Route key={route.path} path={route.path} element={<ScreenRoute screen={route.screen} icon={route.icon} />} />
          ))}
        </Route>
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
