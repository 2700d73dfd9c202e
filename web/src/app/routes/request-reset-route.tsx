import { AuthCard, RequestResetForm } from '../../features/auth';

export function RequestResetRoute() {
  return (
    <AuthCard title="Forgot password">
      <RequestResetForm />
    </AuthCard>
  );
}
