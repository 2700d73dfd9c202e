/**
 * The player's chips, big, at the top of the quick-bet panel (spec 2). A phone shows them in the
 * sticky bet bar instead, to keep the bet slip near the top.
 */
export function ChipBalance({ chips }: { chips: number }) {
  return (
    <div className="panel hidden md:flex md:flex-col md:items-start md:gap-2">
      <span className="kicker">Chip balance</span>
      <span className="display text-display-md tabular-nums text-[var(--gold-text)]">
        {chips}
        <span className="sr-only"> chips</span>
      </span>
    </div>
  );
}
