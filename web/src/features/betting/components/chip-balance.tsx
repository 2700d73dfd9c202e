/** The player's chips, big, at the top of the quick-bet panel (spec 2). */
export function ChipBalance({ chips }: { chips: number }) {
  return (
    <div className="panel flex items-baseline justify-between gap-2 md:flex-col md:items-start">
      <span className="kicker">Chip balance</span>
      <span className="display text-display-md tabular-nums text-[var(--gold-text)]">
        {chips}
        <span className="sr-only"> chips</span>
      </span>
    </div>
  );
}
