import type { ReactNode } from 'react';
import { controlClass, FieldShell } from './field-shell';
import { useTextControl } from './use-text-control';

type Props = {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'number' | 'datetime-local';
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  hint?: ReactNode;
  /** Bounds and step of a number field; its value stays the typed text. */
  min?: number;
  max?: number;
  step?: number;
  className?: string;
};

/** A labelled text, email, password, number or date-time input bound to a form value. */
export function TextField({
  name,
  label,
  type = 'text',
  required,
  placeholder,
  maxLength,
  autoComplete,
  hint,
  min,
  max,
  step,
  className,
}: Props) {
  const { invalid, shell, control } = useTextControl(name, { required, hint });
  return (
    <FieldShell {...shell} label={label} className={className}>
      <input
        {...control}
        type={type}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete={autoComplete}
        min={min}
        max={max}
        step={step}
        className={controlClass(invalid)}
      />
    </FieldShell>
  );
}
