import { Suspense } from 'react';
import { FullScreenSpinner } from './common/full-screen-spinner';
import { LoadingOverlay } from './common/loading-overlay';
import { AppRoutes } from './routing/app-routes';
import { LocationHistoryProvider } from './routing/location-history';
import './styles/portal.css';

/** The portal inside a router: its routes and the global loading overlay (spec 1 §2). */
export function PortalRoot() {
  return (
    <LocationHistoryProvider>
      <Suspense fallback={<FullScreenSpinner />}>
        <AppRoutes />
      </Suspense>
      <LoadingOverlay />
    </LocationHistoryProvider>
  );
}
