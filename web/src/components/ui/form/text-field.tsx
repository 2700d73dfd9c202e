import type { ReactNode } from 'react';
import { controlClass, FieldShell } from './field-shell';
import { useTextControl } from './use-text-control';

type Props = {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  hint?: ReactNode;
};

/** A labelled text, email or password input bound to a form value. */
export function TextField({
  name,
  label,
  type = 'text',
  required,
  placeholder,
  maxLength,
  autoComplete,
  hint,
}: Props) {
  const { invalid, shell, control } = useTextControl(name, { required, hint });
  return (
    <FieldShell {...shell} label={label}>
      <input
        {...control}
        type={type}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete={autoComplete}
        className={controlClass(invalid)}
      />
    </FieldShell>
  );
}
