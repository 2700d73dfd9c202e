import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner/spinner';
import { AdminRoutes } from '../../features/admin';

/** Realtime Match Updates comes in its own chunk, on first visit. */
const RealtimeMatchUpdates = lazy(() =>
  import('../../features/match-control').then((module) => ({ default: module.RealtimeMatchUpdatesRoute })),
);

/**
 * The admin area (spec 2) with match-control's Realtime Match Updates on /admin/events. The app
 * puts the two together: match-control uses admin's pieces, and admin does not import it back.
 */
export function AdminRoute() {
  return (
    <AdminRoutes
      matchEvents={
        <Suspense fallback={<Spinner label="Loading" />}>
          <RealtimeMatchUpdates />
        </Suspense>
      }
    />
  );
}
