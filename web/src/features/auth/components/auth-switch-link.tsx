import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useNextPath, withNext } from '../next-path';

/** The link between Sign In and Create your account, keeping the way back to an invite (`?next=`). */
export function AuthSwitchLink({ to, children }: { to: string; children: ReactNode }) {
  const next = useNextPath();
  return (
    <Link to={withNext(to, next)} className="font-semibold text-[var(--brand)] underline">
      {children}
    </Link>
  );
}
