import type { ReactNode } from 'react';
import { controlClass, FieldShell } from './field-shell';
import { useFormField } from './form-context';

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
  const field = useFormField<string>(name);
  const describedBy = field.error || hint ? field.messageId : undefined;
  return (
    <FieldShell
      inputId={field.inputId}
      messageId={field.messageId}
      label={label}
      required={required}
      error={field.error}
      hint={hint}
    >
      <input
        id={field.inputId}
        name={name}
        type={type}
        value={field.value ?? ''}
        onChange={(e) => field.setValue(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete={autoComplete}
        disabled={field.disabled}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass(Boolean(field.error))}
      />
    </FieldShell>
  );
}
