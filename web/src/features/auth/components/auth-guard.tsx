import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAuthGuard } from '../hooks/use-auth-guard';
import { GuardPending } from './guard-pending';

/** Lets signed-in users through; everyone else, and a check that keeps failing, goes to /login. */
export function AuthGuard({ children }: { children?: ReactNode }) {
  const { state } = useAuthGuard();
  if (state === 'pending') return <GuardPending />;
  if (state !== 'authorised') return <Navigate to={paths.login} replace />;
  return children ?? <Outlet />;
}
