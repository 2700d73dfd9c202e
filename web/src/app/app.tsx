import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { CrashBoundary } from '../components/crash/crash-boundary';
import { Toaster } from '../components/ui/toaster';
import { ApiError } from '../lib/api-error';
import { createAppRouter } from './router';

/**
 * The push stream and the notice schemas it checks with come in their own chunk after the first
 * render. Should that chunk fail to load, the screens keep polling as they do without a stream.
 */
const PushStream = lazy(() =>
  import('../features/realtime/push-stream').then(
    (module) => ({ default: module.PushStream }),
    () => ({ default: () => null }),
  ),
);

function makeQueryClient() {
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
  return (
    <QueryClientProvider client={queryClient}>
      <CrashBoundary>
        <RouterProvider router={router} />
      </CrashBoundary>
      <Toaster />
      <Suspense fallback={null}>
        <PushStream />
      </Suspense>
    </QueryClientProvider>
  );
}
