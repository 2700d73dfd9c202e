import { useId } from 'react';
import type { BetSlip } from '../hooks/use-bet-slip';
import { amountHint, quickAmountsFor } from '../quick-amounts';
import { Blockable } from './blockable';

type AmountControlsProps = { slip: BetSlip; blockedReason: string | null };

/**
 * The clear button, the chip amount box and the quick amounts 5, 10, 25, 50, 100 (spec 2, 9), those
 * the lobby's min and max bet allow.
 */
export function AmountControls({ slip, blockedReason }: AmountControlsProps) {
  const inputId = useId();
  const hintId = useId();
  const blocked = blockedReason !== null;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="label mb-0">
        Bet amount
      </label>
      <div className="flex gap-2">
        <Blockable reason={blockedReason}>
          <input
            id={inputId}
            className="input max-w-40 text-lg font-bold tabular-nums"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={slip.amountText}
            readOnly={blocked}
            aria-disabled={blocked ? true : undefined}
            aria-invalid={slip.refusedInput ? true : undefined}
            aria-describedby={hintId}
            onChange={(event) => slip.typeAmount(event.target.value)}
          />
        </Blockable>
        <Blockable reason={blockedReason}>
          <button
            type="button"
            className="btn-outline"
            aria-disabled={blocked ? true : undefined}
            onClick={blocked ? undefined : slip.clear}
          >
            Clear
          </button>
        </Blockable>
      </div>
      <p id={hintId} className={slip.refusedInput ? 'field-error mt-0' : 'field-hint mt-0'}>
        {slip.refusedInput ? 'Whole chips only' : amountHint(slip.limits, slip.range)}
      </p>
      <fieldset className="grid min-w-0 grid-cols-5 gap-2">
        <legend className="sr-only">Quick amounts</legend>
        {quickAmountsFor(slip.range).map((quick) => (
          <Blockable key={quick} reason={blockedReason}>
            <button
              type="button"
              aria-pressed={slip.amount === quick}
              aria-disabled={blocked ? true : undefined}
              onClick={blocked ? undefined : () => slip.pickAmount(quick)}
              className="btn-outline min-w-0 px-0 tabular-nums aria-pressed:border-[var(--color-chip-600)] aria-pressed:bg-[var(--color-chip-500)] aria-pressed:text-[var(--accent-contrast)]"
            >
              {quick}
            </button>
          </Blockable>
        ))}
      </fieldset>
    </div>
  );
}
