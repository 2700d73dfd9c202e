import { Link, useNavigate } from 'react-router';
import { Form, type FormRule, TextField } from '../../../components/ui/form';
import { paths } from '../../../lib/paths';
import { type LoginOutput, login } from '../api/login';
import { goToUrl } from '../go-to-url';
import { useSignIn } from '../hooks/use-sign-in';
import { useNextPath } from '../next-path';

type Values = { email: string; password: string };

export const LOGIN_FAILED = 'Login unsuccessful, please check your details and try again.';

const rules: FormRule<Values>[] = [
  { field: 'email', isValid: (v) => v.email.trim() !== '', prompt: 'Please provide your email address' },
  { field: 'password', isValid: (v) => v.password !== '', prompt: 'Please provide your password' },
];

/**
 * Sign In with email and password (spec 2); success loads the user and goes back to `?next=`
 * (an invite link that sent a visitor here), else follows redirectUrl or goes home.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const next = useNextPath();
  return (
    <Form<Values, LoginOutput>
      aria-label="Sign In"
      initialValues={{ email: '', password: '' }}
      rules={rules}
      onSubmit={(v) => login({ email: v.email.trim(), password: v.password })}
      fallbackMessage={LOGIN_FAILED}
      onSuccess={async (result) => {
        await signIn(result.token);
        goToUrl(navigate, next ?? (result.redirectUrl || paths.home));
      }}
      buttonAlign="right"
    >
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <TextField name="password" label="Password" type="password" required autoComplete="current-password" />
      <Link to={paths.requestReset} className="self-end text-sm font-semibold text-[var(--brand)] underline">
        Forgot password
      </Link>
    </Form>
  );
}
