import { Link } from 'react-router';
import { AuthCard, LoginForm } from '../../features/auth';
import { paths } from '../../lib/paths';

export function LoginRoute() {
  return (
    <AuthCard title="Sign In" intro="Welcome back. Your chips are waiting.">
      <LoginForm />
      <p className="text-center text-sm text-[var(--text-muted)]">
        New to KickChips?{' '}
        <Link to={paths.register} className="font-semibold text-[var(--brand)] underline">
          Create your account
        </Link>
      </p>
    </AuthCard>
  );
}
