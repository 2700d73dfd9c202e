import type { ReactNode } from 'react';

type Props = {
  inputId: string;
  messageId: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A label with the red required asterisk, the control, and the amber message beneath (spec 5). */
export function FieldShell({ inputId, messageId, label, required, error, hint, className, children }: Props) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {children}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}

export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className="whitespace-pre-line text-sm font-medium text-amber-700 dark:text-amber-400">
        {error}
      </p>
    );
  }
  if (hint) {
    return (
      <p id={id} className="text-sm text-[var(--text-muted)]">
        {hint}
      </p>
    );
  }
  return null;
}

/** The control styling shared by inputs and text areas; an invalid one gets an amber ring. */
export function controlClass(invalid: boolean): string {
  const base =
    'w-full rounded-lg border bg-[var(--surface-raised)] px-3 py-2 text-base text-[var(--text)] placeholder:text-[var(--text-muted)] disabled:opacity-60';
  return invalid
    ? `${base} border-amber-500 ring-2 ring-amber-500 focus-visible:outline-amber-500`
    : `${base} border-[var(--border)]`;
}
