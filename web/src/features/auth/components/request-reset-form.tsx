import { registerInputSchema } from '@kickchips/core';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_FAILURE_MESSAGE, Form, type FormRule, TextField } from '../../../components/ui/form';
import { paths } from '../../../lib/paths';
import { requestToken } from '../api/request-token';

type Values = { email: string; confirmEmail: string };

const emailSchema = registerInputSchema.shape.email;
const rules: FormRule<Values>[] = [
  { field: 'email', isValid: (v) => emailSchema.safeParse(v.email).success, prompt: 'Invalid email address' },
];

/** Refusals and server faults read as the spec's one message; a rate limit keeps its own. */
const statusMessages = Object.fromEntries(
  [400, 404, 500, 502, 503, 504].map((status) => [status, DEFAULT_FAILURE_MESSAGE]),
);

/** The button stays disabled unless the email is given and equals its confirmation (spec 5). */
export const emailsMatch = (v: Values) => v.email.trim() !== '' && v.email.trim() === v.confirmEmail.trim();

function InstructionsSent({ email }: { email: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <MailCheck aria-hidden="true" className="h-12 w-12 text-[var(--brand)]" />
      <h2 className="text-2xl font-bold">Instructions sent</h2>
      <p className="text-[var(--text-muted)]">
        If an account uses <strong className="break-all text-[var(--text)]">{email}</strong>, an email with a
        link to reset your password arrives within 5 minutes. Check your spam folder if you can't see it.
      </p>
      <Link to={paths.login} className="btn-secondary">
        Back to Sign In
      </Link>
    </div>
  );
}

/** Forgot password: the email twice, then the Instructions sent screen (spec 2 and 4). */
export function RequestResetForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <InstructionsSent email={sentTo} />;
  return (
    <Form<Values, void>
      aria-label="Forgot password"
      initialValues={{ email: '', confirmEmail: '' }}
      rules={rules}
      canSubmit={emailsMatch}
      statusMessages={statusMessages}
      onSubmit={(v) => requestToken({ email: v.email.trim(), confirmEmail: v.confirmEmail.trim() })}
      onSuccess={(_, v) => setSentTo(v.email.trim())}
    >
      <p className="text-sm text-[var(--text-muted)]">
        Type your email twice and we will send you a link to choose a new password.
      </p>
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <TextField name="confirmEmail" label="Confirm email" type="email" required autoComplete="email" />
    </Form>
  );
}
