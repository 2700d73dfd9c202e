type MatchTickerProps = { text: string };

const KEYFRAMES =
  '@keyframes kickchips-ticker { from { transform: translateX(0) } to { transform: translateX(-50%) } }';

/** The scrolling ticker (spec 2); it stands still for people who ask for reduced motion. */
export function MatchTicker({ text }: MatchTickerProps) {
  return (
    <div className="overflow-hidden whitespace-nowrap rounded bg-[var(--color-pitch-900)] py-1 text-sm font-semibold text-white">
      <style>{KEYFRAMES}</style>
      <p className="sr-only">{text}</p>
      <div
        aria-hidden="true"
        className="inline-flex w-max animate-[kickchips-ticker_18s_linear_infinite] gap-12 pl-4 motion-reduce:animate-none"
      >
        <span>{text}</span>
        <span>{text}</span>
      </div>
    </div>
  );
}
