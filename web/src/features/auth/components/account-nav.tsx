import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSessionToken } from '../../../lib/use-session-token';
import { useWhoami } from '../api/whoami';
import { LazyAccountMenu } from './lazy-account-menu';

/** The header's account area: Login and Register for visitors, the avatar menu for signed-in users. */
export function AccountNav() {
  const { data } = useWhoami();
  const token = useSessionToken();
  const user = data?.user;
  return (
    <nav aria-label="Account" className="flex shrink-0 items-center gap-1 sm:gap-2">
      {user ? (
        <LazyAccountMenu user={user} />
      ) : token && !data ? (
        <span aria-hidden="true" className="h-9 w-9 animate-pulse rounded-full bg-[var(--surface-sunken)]" />
      ) : (
        <>
          <Link to={paths.login} className="btn-ghost px-3 sm:px-4">
            Login
          </Link>
          <Link to={paths.register} className="btn-primary px-3 sm:px-4">
            Register
          </Link>
        </>
      )}
    </nav>
  );
}
