import { PASSWORDS_DO_NOT_MATCH, registerInputSchema } from '@kickchips/core';
import { Link, useNavigate } from 'react-router';
import { CheckboxField, Form, type FormRule, TextField } from '../../../components/ui/form';
import { paths } from '../../../lib/paths';
import { type RegisterOutput, register } from '../api/register';
import { goToUrl, withRedirectParam } from '../go-to-url';
import { useSignIn } from '../hooks/use-sign-in';
import { useNextPath } from '../next-path';
import { passwordRule } from '../password-rule';

type Values = { name: string; email: string; password: string; confirmPassword: string; tos: boolean };

const emailSchema = registerInputSchema.shape.email;

export const REGISTER_FAILED = 'Registration failed. Please check your details and try again.';
export const REGISTER_STATUS_MESSAGES = {
  400: 'Please check your details and try again.',
  500: 'Failed to register, please retry or try refreshing the page.',
};

const rules: FormRule<Values>[] = [
  { field: 'name', isValid: (v) => v.name.trim() !== '', prompt: 'Please provide your name' },
  { field: 'email', isValid: (v) => emailSchema.safeParse(v.email).success, prompt: 'Invalid email address' },
  passwordRule<Values>(),
  {
    field: 'confirmPassword',
    isValid: (v) => v.confirmPassword === v.password,
    prompt: PASSWORDS_DO_NOT_MATCH,
  },
  { field: 'tos', isValid: (v) => v.tos, prompt: 'Please accept the terms of service' },
];

/**
 * Create your account (spec 2); success stores the session and goes back to `?next=` (an invite
 * link that sent a visitor here), else follows the server's redirect.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const next = useNextPath();
  return (
    <Form<Values, RegisterOutput>
      aria-label="Create your account"
      initialValues={{ name: '', email: '', password: '', confirmPassword: '', tos: false }}
      rules={rules}
      onSubmit={(v) => register({ ...v, name: v.name.trim(), email: v.email.trim(), tos: true })}
      statusMessages={REGISTER_STATUS_MESSAGES}
      fallbackMessage={REGISTER_FAILED}
      onSuccess={async (result) => {
        await signIn(result.token);
        const destination = next ?? (result.redirectUrl || paths.home);
        goToUrl(
          navigate,
          result.confirmationRedirect
            ? withRedirectParam(result.confirmationRedirect, destination)
            : destination,
        );
      }}
    >
      <TextField name="name" label="Name" required autoComplete="name" />
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <TextField
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        hint="At least 8 characters with a lowercase and an uppercase letter, a number and a special character."
      />
      <TextField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        required
        autoComplete="new-password"
      />
      <CheckboxField
        name="tos"
        required
        label={
          <>
            I agree to the{' '}
            <Link to={paths.termsOfService} className="font-semibold text-[var(--brand)] underline">
              terms of service
            </Link>
          </>
        }
      />
    </Form>
  );
}
