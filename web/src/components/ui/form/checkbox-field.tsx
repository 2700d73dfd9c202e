import type { ReactNode } from 'react';
import { FieldMessage } from './field-shell';
import { useFormField } from './form-context';

type Props = { name: string; label: ReactNode; required?: boolean };

/** A labelled checkbox bound to a boolean form value; the label may hold links. */
export function CheckboxField({ name, label, required }: Props) {
  const field = useFormField<boolean>(name);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-2">
        <input
          id={field.inputId}
          name={name}
          type="checkbox"
          checked={field.value === true}
          onChange={(e) => field.setValue(e.target.checked)}
          disabled={field.disabled}
          aria-required={required || undefined}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? field.messageId : undefined}
          className={`mt-0.5 h-5 w-5 shrink-0 accent-[var(--brand)] ${field.error ? 'rounded ring-2 ring-amber-500' : ''}`}
        />
        <label htmlFor={field.inputId} className="text-sm">
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          )}
        </label>
      </div>
      <FieldMessage id={field.messageId} error={field.error} />
    </div>
  );
}
