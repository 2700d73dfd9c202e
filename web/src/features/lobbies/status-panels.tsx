import type { ReactNode } from 'react';

/** The empty state of a list: a title and a hint (spec 2). */
export function EmptyPanel({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="panel flex flex-col items-center gap-1 py-8 text-center">
      <p className="font-semibold tracking-wide">{title}</p>
      <p className="text-sm text-[var(--text-muted)]">{hint}</p>
    </div>
  );
}

/** The error panel titled ERROR (spec 2); its title in the theme's danger red, which keeps AA contrast. */
export function ErrorPanel({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="panel border-[var(--color-card-red)] flex flex-col gap-1">
      <p className="font-semibold text-[var(--danger)]">ERROR</p>
      <p className="text-sm">{children}</p>
    </div>
  );
}
