import type { ReactNode } from 'react';

/** One card of the Manage Match page, named by its heading. */
export function MatchSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card flex flex-col gap-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
