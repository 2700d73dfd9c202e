import type { ReactNode } from 'react';
import { controlClass, FieldShell } from './field-shell';
import { useTextControl } from './use-text-control';

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
  const { invalid, shell, control } = useTextControl(name, { required, hint });
  return (
    <FieldShell {...shell} label={label}>
      <textarea
        {...control}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={rows}
        className={`${controlClass(invalid)} resize-y`}
      />
    </FieldShell>
  );
}
