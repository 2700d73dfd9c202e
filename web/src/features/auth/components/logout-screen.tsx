import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { ApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { readSessionToken } from '../../../lib/session-token';
import { logout } from '../api/logout';
import { useSignOut } from '../hooks/use-sign-out';

export const LOGOUT_FAILED = 'We had some trouble logging you out. Please try again or refresh the page';

/** Shows Logging out, ends the session on the server, forgets it here and goes home (spec 2 and 8). */
export function LogoutScreen() {
  const navigate = useNavigate();
  // the router gives the first page of a tab the key 'default': there is nothing to go back to
  const canGoBack = useLocation().key !== 'default';
  const signOut = useSignOut();
  // React's development double effect must not log out twice: the second call would be refused
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = () => {
      signOut();
      navigate(paths.home, { replace: true });
    };
    if (!readSessionToken()) return finish();
    logout().then(finish, (err: unknown) => {
      // a session the server no longer knows is as good as logged out
      if (err instanceof ApiError && err.status === 401) return finish();
      window.alert(LOGOUT_FAILED);
      if (canGoBack) navigate(-1);
      else navigate(paths.home, { replace: true });
    });
  }, [navigate, signOut, canGoBack]);
  return (
    <section role="status" className="flex flex-col items-center gap-3 py-16">
      <Spinner size="lg" decorative />
      <h1 className="text-2xl font-bold">Logging out</h1>
    </section>
  );
}
