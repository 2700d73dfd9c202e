import type { Odd } from '@kickchips/core';

/**
 * What the pricing model says of a saved line: whose price it is, its chance, whether it is on offer
 * or withdrawn, and what its price is worth under the model.
 */
export type OddLine = Pick<
  Odd,
  'pinned' | 'offered' | 'chance' | 'withdrawn' | 'fairPrice' | 'returnPerChip'
>;

/** A chance as the admin reads it: 0.384 is '38 %'. */
export const chanceText = (chance: number | null) =>
  chance === null ? null : `${Math.round(chance * 100)} %`;

/** The chance a line stands for, or a dash (read out as 'Not priced yet') before the model priced it. */
export function OddChance({ line }: { line: OddLine | undefined }) {
  const text = chanceText(line?.chance ?? null);
  if (text) return <span className="tabular-nums">{text}</span>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not priced yet</span>
    </>
  );
}
