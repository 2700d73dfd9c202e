import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { ForbiddenRoute } from './routes/forbidden-route';
import { LandingRoute } from './routes/landing-route';
import { NotFoundRoute } from './routes/not-found-route';
import { PlaceholderRoute } from './routes/placeholder-route';

/** The client routes of spec 2. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <LandingRoute /> },
        { path: 'login', element: <PlaceholderRoute title="Sign In" /> },
        { path: 'register', element: <PlaceholderRoute title="Create your account" /> },
        { path: 'request-reset', element: <PlaceholderRoute title="Forgot password" /> },
        { path: 'reset-password', element: <PlaceholderRoute title="Reset password" /> },
        { path: 'logout', element: <PlaceholderRoute title="Logging out" /> },
        { path: 'terms-of-service', element: <PlaceholderRoute title="Terms of Service" /> },
        { path: 'team', element: <PlaceholderRoute title="Team" /> },
        { path: 'profile', element: <PlaceholderRoute title="Customize Profile" /> },
        { path: 'previous-results', element: <PlaceholderRoute title="Results" /> },
        { path: 'chat', element: <PlaceholderRoute title="Chat" /> },
        { path: 'forbidden', element: <ForbiddenRoute /> },
        { path: 'admin/*', element: <PlaceholderRoute title="Admin" /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
