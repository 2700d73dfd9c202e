import { ArrowDown, ArrowUp } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * Which way a line's price went since the round before (game-rules 20), or null when it stayed,
 * or the line was not on offer then.
 */
export function priceMoveOf(odds: number, previousOdds: number | null): 'up' | 'down' | null {
  if (previousOdds === null || previousOdds === odds) return null;
  return odds > previousOdds ? 'up' : 'down';
}

type PriceMoveProps = {
  /** The id the line's button is described by. */
  id: string;
  odds: number;
  previousOdds: number | null;
};

/**
 * The mark beside a line's price: an arrow up or down, in the shape as well as the colour, and in
 * words for screen readers ('up from x2.1'). The arrow takes the text colour on a chosen line,
 * whose gold would swallow green and red.
 */
export function PriceMove({ id, odds, previousOdds }: PriceMoveProps) {
  const move = priceMoveOf(odds, previousOdds);
  if (!move) return null;
  const Arrow = move === 'up' ? ArrowUp : ArrowDown;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 self-center group-aria-pressed:text-current',
        move === 'up' ? 'text-[var(--success)]' : 'text-[var(--danger)]',
      )}
    >
      <Arrow aria-hidden="true" className="h-4 w-4" strokeWidth={3} />
      <span id={id} className="sr-only">
        {move} from x{previousOdds}
      </span>
    </span>
  );
}
