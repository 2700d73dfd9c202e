import { useMemo } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CrashScreen } from './crash-screen';

/**
 * The crash screen as a route's error element. The router catches errors of its routes itself, so
 * the root route needs this for those crashes to reach the crash screen.
 */
export function RouteCrashScreen() {
  const thrown = useRouteError();
  const error = useMemo(
    () =>
      isRouteErrorResponse(thrown)
        ? Object.assign(new Error(`${thrown.status} ${thrown.statusText}`), { statusCode: thrown.status })
        : thrown,
    [thrown],
  );
  return <CrashScreen error={error} onRetry={() => window.location.reload()} />;
}
