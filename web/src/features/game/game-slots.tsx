import type { ReactNode } from 'react';

type SlotProps = { title: string; name: string; children?: ReactNode };

/**
 * A named place in the in-game screen that the betting panels fill (data-slot says which).
 * Until they exist it shows its heading only.
 */
export function GameSlot({ title, name, children }: SlotProps) {
  return (
    <section data-slot={name} aria-label={title} className="card flex flex-col gap-2">
      <h2 className="kicker">{title}</h2>
      {children}
    </section>
  );
}
