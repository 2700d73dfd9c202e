import type { ReactNode } from 'react';

/** The card every account screen sits in: a chip-gold rule, the title, the content. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md overflow-hidden rounded-2xl border border-[var(--border)] bg-[var(--surface-raised)] shadow-sm">
      <div
        aria-hidden="true"
        className="h-1.5 bg-[repeating-linear-gradient(90deg,var(--accent)_0_12px,transparent_12px_18px)]"
      />
      <div className="flex flex-col gap-5 p-5 sm:p-7">
        <header className="flex flex-col gap-1">
          <h1 className="font-[family-name:var(--font-display)] text-4xl tracking-wide">{title}</h1>
          {intro && <p className="text-sm text-[var(--text-muted)]">{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
