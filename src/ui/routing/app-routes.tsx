import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AnonymousOnly, LogoutRoute, RequireSignedIn, SessionGate, UnknownRoute } from './route-guards';
import { publicCheckoutRoutes, screenRoutes } from './screen-routes';
import { screenViews } from './screen-views';

// Lazy views keep the /login route's JavaScript small (brief: no heavy views in the login chunk).
const LoginView = lazy(() => import('../login/login.view').then((module) => ({ default: module.LoginView })));
const ShellLayout = lazy(() => import('../shell/shell-layout').then((module) => ({ default: module.ShellLayout })));
const NotFoundRoute = lazy(() => import('../shell/not-found.route').then((module) => ({ default: module.NotFoundRoute })));
const ComingSoonView = lazy(() => import('../common/coming-soon.view').then((module) => ({ default: module.ComingSoonView })));
const ReportsComingSoon = lazy(() => import('./reports-coming-soon').then((module) => ({ default: module.ReportsComingSoon })));
/** A built screen when one is registered, else its "coming soon" page. */
function ScreenRoute({ screen, icon }: { screen: string; icon: string }) {
  const View = screenViews[screen];
  return View ? <View /> : <ComingSoonView screen={screen} icon={icon} />;
}
const PublicPage = lazy(() => import('../common/public-page').then((module) => ({ default: module.PublicPage })));

export function AppRoutes() {
  return (
    <Routes>
      {publicCheckoutRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={<PublicPage screen={route.screen} icon={route.icon} />} />
      ))}
      <Route element={<SessionGate />}>
        <Route
          path="/login"
          element={
            <AnonymousOnly>
              <LoginView />
            </AnonymousOnly>
          }
        />
        <Route path="/logout" element={<LogoutRoute />} />
        <Route path="/404" element={<NotFoundRoute />} />
        <Route
          element={
            <RequireSignedIn>
              <ShellLayout />
            </RequireSignedIn>
          }
        >
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          {screenRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<ScreenRoute screen={route.screen} icon={route.icon} />} />
          ))}
          <Route path="/reports" element={<ReportsComingSoon />} />
        </Route>
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
