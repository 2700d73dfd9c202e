import { Link, useSearchParams } from 'react-router';
import { AuthCard, ResetPasswordForm } from '../../features/auth';
import { paths } from '../../lib/paths';

/** Reads the reset link's token and id from the query (spec 2). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const id = params.get('id');
  return (
    <AuthCard title="Reset password">
      {token && id ? (
        <ResetPasswordForm token={token} id={id} />
      ) : (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="font-medium text-amber-700 dark:text-amber-400">
            This reset link is incomplete. Please use the link from your email, or ask for a new one.
          </p>
          <Link to={paths.requestReset} className="btn-secondary">
            Forgot password
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
