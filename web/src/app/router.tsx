import { createBrowserRouter } from 'react-router';
import { RouteCrashScreen } from '../components/crash/route-crash-screen';
import { NotFoundScreen } from '../components/not-found/not-found-screen';
import { AdminGuard } from '../features/auth';
import { AppLoading } from './app-loading';
import { PlayerLayout } from './layouts/player-layout';
import { RootLayout } from './layouts/root-layout';
import { ForbiddenRoute } from './routes/forbidden-route';
import { LandingRoute } from './routes/landing-route';
import { LoginRoute } from './routes/login-route';
import { LogoutRoute } from './routes/logout-route';

/** The client routes of spec 2; what the player home does not need is fetched on first visit. */
export const appRoutes = [
  {
    element: <RootLayout />,
    errorElement: <RouteCrashScreen />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      { index: true, element: <LandingRoute /> },
      { path: 'login', element: <LoginRoute /> },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('./routes/register-route')).RegisterRoute }),
      },
      {
        path: 'request-reset',
        lazy: async () => ({ Component: (await import('./routes/request-reset-route')).RequestResetRoute }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('./routes/reset-password-route')).ResetPasswordRoute }),
      },
      { path: 'logout', element: <LogoutRoute /> },
      {
        path: 'terms-of-service',
        lazy: async () => ({
          Component: (await import('./routes/terms-of-service-route')).TermsOfServiceRoute,
        }),
      },
      {
        path: 'team',
        lazy: async () => ({ Component: (await import('../features/team')).TeamRoute }),
      },
      {
        element: <PlayerLayout />,
        children: [
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('./routes/profile-route')).ProfileRoute }),
          },
          {
            path: 'leagues',
            lazy: async () => ({ Component: (await import('../features/leagues')).LeaguesRoute }),
          },
          {
            path: 'leagues/:id',
            lazy: async () => ({ Component: (await import('../features/leagues')).LeagueRoute }),
          },
          {
            path: 'league/join/:code',
            lazy: async () => ({ Component: (await import('../features/leagues')).LeagueJoinRoute }),
          },
          {
            path: 'previous-results',
            lazy: async () => ({
              Component: (await import('./routes/previous-results-route')).PreviousResultsRoute,
            }),
          },
        ],
      },
      {
        path: 'chat',
        lazy: async () => {
          const { ChatRoute, handle } = await import('./routes/chat-route');
          return { Component: ChatRoute, handle };
        },
      },
      {
        path: 'live-feed',
        lazy: async () => {
          const { LiveFeedRoute, handle } = await import('./routes/live-feed-route');
          return { Component: LiveFeedRoute, handle };
        },
      },
      {
        path: 'join/:code',
        lazy: async () => ({ Component: (await import('./routes/join-route')).JoinRoute }),
      },
      { path: 'forbidden', element: <ForbiddenRoute /> },
      {
        element: <AdminGuard />,
        children: [
          {
            path: 'admin/*',
            lazy: async () => ({ Component: (await import('./routes/admin-route')).AdminRoute }),
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
