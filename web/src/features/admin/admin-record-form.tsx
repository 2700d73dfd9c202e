import type { ReactNode } from 'react';
import { BackHeading } from '../../components/ui/back-button/back-heading';

type Props = {
  title: ReactNode;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (event: React.FormEvent) => void;
  children: ReactNode;
};

/** The page of one admin record: Back and the title, the fields, the error and the save button. */
export function AdminRecordForm({ title, submitLabel, busy, error, onSubmit, children }: Props) {
  return (
    <section className="flex flex-col gap-4">
      <BackHeading>{title}</BackHeading>
      <form className="card flex max-w-xl flex-col gap-3" onSubmit={onSubmit}>
        {children}
        {error ? (
          <p role="alert" className="text-[var(--danger)]">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary self-start" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </button>
      </form>
    </section>
  );
}
