import { lazy, Suspense } from 'react';
import { useSessionToken } from '../../lib/use-session-token';

const NotificationBell = lazy(async () => ({
  default: (await import('./notification-bell')).NotificationBell,
}));

/**
 * The header's bell for signed-in users, whose popover library comes in its own chunk: until it
 * arrives, its place in the header is kept so nothing beside it moves.
 */
export function LazyNotificationBell() {
  const signedIn = Boolean(useSessionToken()?.accessToken);
  if (!signedIn) return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block h-9 w-9" />}>
      <NotificationBell />
    </Suspense>
  );
}
