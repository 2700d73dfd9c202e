import { AuthCard, AuthSwitchLink, RegisterForm } from '../../features/auth';
import { paths } from '../../lib/paths';

export function RegisterRoute() {
  return (
    <AuthCard title="Create your account" intro="Free to play with virtual chips. No money, ever.">
      <RegisterForm />
      <p className="text-center text-sm text-[var(--text-muted)]">
        Already have an account? <AuthSwitchLink to={paths.login}>Sign In</AuthSwitchLink>
      </p>
    </AuthCard>
  );
}
