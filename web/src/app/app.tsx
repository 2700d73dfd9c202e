import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { CrashBoundary } from '../components/crash/crash-boundary';
import { ApiError } from '../lib/api-error';
import { useLobbyHousekeeping } from './lobby-gone/use-lobby-housekeeping';
import { createAppRouter } from './router';

/**
 * The push stream, the notice schemas it checks with and the map from notices to query keys come
 * in their own chunk after the first render. Should that chunk fail to load, the screens keep polling as they do without a stream.
 */
const PushStream = lazy<ComponentType>(() =>
  import('./push/app-push-stream').then(
    (module) => ({ default: module.AppPushStream }),
    () => ({ default: () => null }),
  ),
);

/**
 * The toaster (sonner) comes in its own chunk after the first render too: a toast made before it
 * arrives shows once it has, as sonner hands a new toaster the toasts still active.
 */
const Toaster = lazy(() =>
  import('../components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // auth and permission failures are final; other failures retry a little
        retry: (count, error) =>
          !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2,
        refetchOnWindowFocus: true,
      },
    },
  });
}

export function App() {
  const [queryClient] = useState(makeQueryClient);
  const [router] = useState(createAppRouter);
  useLobbyHousekeeping(queryClient);
  return <AppProviders queryClient={queryClient} router={router} />;
}

/** The app's screens around a router and a query client: the browser's, or the first screen's prerender. */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CrashBoundary>
        <RouterProvider router={router} />
      </CrashBoundary>
      <Suspense fallback={null}>
        <Toaster />
        <PushStream />
      </Suspense>
    </QueryClientProvider>
  );
}
