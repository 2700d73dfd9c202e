import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { setNavigator } from '../lib/navigation';

/**
 * Renders routes in a memory router with a fresh query client (no retries unless a query asks),
 * and lets the API client's redirects go through that router.
 */
export function renderWithProviders(routes: RouteObject[], initialEntries: string[] = ['/']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  setNavigator((path) => void router.navigate(path));
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}
