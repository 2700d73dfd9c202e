import type { ReactNode } from 'react';
import { controlClass, FieldShell } from './field-shell';
import { useFormField } from './form-context';

type Props = {
  name: string;
  label: ReactNode;
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
  hint?: ReactNode;
};

/** A labelled multi-line text input bound to a form value. */
export function TextareaField({ name, label, required, placeholder, maxLength, rows = 4, hint }: Props) {
  const field = useFormField<string>(name);
  return (
    <FieldShell
      inputId={field.inputId}
      messageId={field.messageId}
      label={label}
      required={required}
      error={field.error}
      hint={hint}
    >
      <textarea
        id={field.inputId}
        name={name}
        value={field.value ?? ''}
        onChange={(e) => field.setValue(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={rows}
        disabled={field.disabled}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error || hint ? field.messageId : undefined}
        className={`${controlClass(Boolean(field.error))} resize-y`}
      />
    </FieldShell>
  );
}
