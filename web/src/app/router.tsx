import { createBrowserRouter } from 'react-router';
import { RouteCrashScreen } from '../components/crash/route-crash-screen';
import { AdminGuard } from '../features/auth';
import { TeamRoute } from '../features/team/team-route';
import { PlayerLayout } from './layouts/player-layout';
import { RootLayout } from './layouts/root-layout';
import { ChatRoute } from './routes/chat-route';
import { ForbiddenRoute } from './routes/forbidden-route';
import { LandingRoute } from './routes/landing-route';
import { LoginRoute } from './routes/login-route';
import { LogoutRoute } from './routes/logout-route';
import { NotFoundRoute } from './routes/not-found-route';
import { PreviousResultsRoute } from './routes/previous-results-route';
import { ProfileRoute } from './routes/profile-route';
import { RegisterRoute } from './routes/register-route';
import { RequestResetRoute } from './routes/request-reset-route';
import { ResetPasswordRoute } from './routes/reset-password-route';
import { TermsOfServiceRoute } from './routes/terms-of-service-route';

/** The client routes of spec 2. */
export const appRoutes = [
  {
    element: <RootLayout />,
    errorElement: <RouteCrashScreen />,
    children: [
      { index: true, element: <LandingRoute /> },
      { path: 'login', element: <LoginRoute /> },
      { path: 'register', element: <RegisterRoute /> },
      { path: 'request-reset', element: <RequestResetRoute /> },
      { path: 'reset-password', element: <ResetPasswordRoute /> },
      { path: 'logout', element: <LogoutRoute /> },
      { path: 'terms-of-service', element: <TermsOfServiceRoute /> },
      { path: 'team', element: <TeamRoute /> },
      {
        element: <PlayerLayout />,
        children: [
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'previous-results', element: <PreviousResultsRoute /> },
        ],
      },
      { path: 'chat', element: <ChatRoute /> },
      { path: 'forbidden', element: <ForbiddenRoute /> },
      {
        element: <AdminGuard />,
        children: [
          {
            path: 'admin/*',
            lazy: async () => ({ Component: (await import('../features/admin/admin-routes')).AdminRoutes }),
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
