import { AuthCard, AuthSwitchLink, LoginForm } from '../../features/auth';
import { paths } from '../../lib/paths';

export function LoginRoute() {
  return (
    <AuthCard title="Sign In" intro="Welcome back. Your chips are waiting.">
      <LoginForm />
      <p className="text-center text-sm text-[var(--text-muted)]">
        New to KickChips? <AuthSwitchLink to={paths.register}>Create your account</AuthSwitchLink>
      </p>
    </AuthCard>
  );
}
