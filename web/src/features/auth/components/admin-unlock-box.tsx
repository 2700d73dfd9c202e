import { LockKeyhole } from 'lucide-react';
import { Form, type FormRule, TextField } from '../../../components/ui/form';
import { paths } from '../../../lib/paths';
import { type AdminUnlockOutput, adminUnlock } from '../api/admin-unlock';

type Values = { password: string };

const rules: FormRule<Values>[] = [
  { field: 'password', isValid: (v) => v.password !== '', prompt: 'Please provide your password' },
];

/**
 * The landing page's admin unlock box. The server checks the password of the signed-in admin
 * (game-rules 11) and refuses everyone else; its refusal is shown here as the form's failure.
 */
export function AdminUnlockBox() {
  return (
    <section
      aria-labelledby="admin-unlock-title"
      className="rounded-xl border border-dashed border-[var(--border)] bg-[var(--surface-raised)] p-4"
    >
      <h2
        id="admin-unlock-title"
        className="mb-3 flex items-center gap-2 text-sm font-bold uppercase tracking-wide"
      >
        <LockKeyhole aria-hidden="true" className="h-4 w-4 text-[var(--text-muted)]" />
        Admin unlock
      </h2>
      <Form<Values, AdminUnlockOutput>
        aria-label="Admin unlock"
        initialValues={{ password: '' }}
        rules={rules}
        onSubmit={(v) => adminUnlock(v.password)}
        redirectTo={paths.admin.root}
        submitText="Unlock"
      >
        <TextField name="password" label="Admin password" type="password" autoComplete="current-password" />
      </Form>
    </section>
  );
}
