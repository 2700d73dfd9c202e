import type { ReactNode } from 'react';
import { controlClass, FieldShell } from './field-shell';
import { useFormField } from './form-context';

type Props = {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice, e.g. 'Choose a match'. */
  placeholder?: string;
  required?: boolean;
  /** Shown but not changeable, e.g. a value the server now decides. */
  readOnly?: boolean;
  hint?: ReactNode;
  className?: string;
};

/** A labelled drop-down bound to a string form value. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  readOnly,
  hint,
  className,
}: Props) {
  const field = useFormField<string>(name);
  return (
    <FieldShell
      inputId={field.inputId}
      messageId={field.messageId}
      label={label}
      required={required}
      error={field.error}
      hint={hint}
      className={className}
    >
      <select
        id={field.inputId}
        name={name}
        value={field.value ?? ''}
        onChange={(e) => field.setValue(e.target.value)}
        disabled={field.disabled || readOnly}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error || hint ? field.messageId : undefined}
        className={`${controlClass(Boolean(field.error))} min-w-0 max-w-full truncate`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
