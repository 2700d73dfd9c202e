import { PASSWORDS_DO_NOT_MATCH } from '@kickchips/core';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Form, type FormRule, TextField } from '../../../components/ui/form';
import { paths } from '../../../lib/paths';
import { resetPassword } from '../api/reset-password';
import { passwordRule } from '../password-rule';

type Values = { password: string; confirmPassword: string };

export const RESET_FAILED = 'Failed to reset password. Please try again or contact us for help.';
/** A refused link (bad, expired or used) or a server fault all read as the spec's one message. */
const statusMessages = Object.fromEntries([400, 401, 403, 404, 410, 500].map((s) => [s, RESET_FAILED]));

const rules: FormRule<Values>[] = [
  passwordRule<Values>(),
  {
    field: 'confirmPassword',
    isValid: (v) => v.confirmPassword === v.password,
    prompt: PASSWORDS_DO_NOT_MATCH,
  },
];

/** The button stays disabled unless the password is given and equals its confirmation (spec 5). */
export const passwordsMatch = (v: Values) => v.password !== '' && v.password === v.confirmPassword;

function PasswordChanged() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <CircleCheck aria-hidden="true" className="h-12 w-12 text-[var(--brand)]" />
      <h2 className="text-2xl font-bold">Password changed</h2>
      <p className="text-[var(--text-muted)]">Your new password is ready to use.</p>
      <Link to={paths.login} className="btn-primary">
        Sign in
      </Link>
    </div>
  );
}

/** A new password, twice, for the reset link's token and id (spec 2). */
export function ResetPasswordForm({ token, id }: { token: string; id: string }) {
  const [done, setDone] = useState(false);
  if (done) return <PasswordChanged />;
  return (
    <Form<Values, void>
      aria-label="Reset password"
      initialValues={{ password: '', confirmPassword: '' }}
      rules={rules}
      canSubmit={passwordsMatch}
      onSubmit={(v) => resetPassword({ ...v, token, id })}
      statusMessages={statusMessages}
      fallbackMessage={RESET_FAILED}
      onSuccess={() => setDone(true)}
    >
      <p className="text-sm text-[var(--text-muted)]">Choose a new password for your account.</p>
      <TextField name="password" label="New password" type="password" required autoComplete="new-password" />
      <TextField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        required
        autoComplete="new-password"
      />
    </Form>
  );
}
