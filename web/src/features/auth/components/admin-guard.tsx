import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAuthGuard } from '../hooks/use-auth-guard';
import { GuardPending } from './guard-pending';

/** Lets admins through; other signed-in users go to /forbidden, anonymous visitors to /login. */
export function AdminGuard({ children }: { children?: ReactNode }) {
  const { state, user } = useAuthGuard();
  if (state === 'pending') return <GuardPending />;
  if (state !== 'authorised' || !user) return <Navigate to={paths.login} replace />;
  if (!user.permissions.isAdmin) return <Navigate to={paths.forbidden} replace />;
  return children ?? <Outlet />;
}
