import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useSetMatchPricing } from '../api/set-match-pricing';
import { labelledMessage } from './request-error-text';
import { FLASH_MS } from './section-messages';

type Props = { matchId: string; autoPricing: boolean; priceMargin: number };

/** The server takes the margin as a fraction (0.06); the admin reads and types it in percent (6). */
const toPercent = (fraction: number) => String(Number((fraction * 100).toFixed(2)));

const refusalText = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.message
    ? labelledMessage(error.message)
    : 'Failed to save pricing';

const marginProblem = (text: string) => {
  const percent = Number(text);
  if (text.trim() === '' || Number.isNaN(percent)) return 'Enter the margin in percent, for example 6';
  if (percent < 0 || percent > 50) return 'Margin must be between 0 and 50 %';
  return null;
};

/**
 * A match's 'Price automatically' switch and margin (docs/game-rules.md section 20, "The admin's
 * hand"), each saved on its own, with its refusal at its field and what was saved in one status line.
 */
export function PricingControls({ matchId, autoPricing, priceMargin }: Props) {
  const switchSave = useSetMatchPricing(matchId);
  const marginSave = useSetMatchPricing(matchId);
  const [margin, setMargin] = useState(() => toPercent(priceMargin));
  const [marginError, setMarginError] = useState<string | null>(null);
  const [status, flash] = useTimedMessage(FLASH_MS * 2);
  const ids = {
    switch: useId(),
    about: useId(),
    switchError: useId(),
    margin: useId(),
    marginError: useId(),
  };
  // the switch shows what the admin asked for while it is saved, and the match's state otherwise
  const on = switchSave.isPending ? (switchSave.variables?.autoPricing ?? autoPricing) : autoPricing;

  const toggle = (next: boolean) => {
    if (switchSave.isPending) return;
    switchSave.mutate(
      { autoPricing: next },
      {
        onSuccess: (saved) =>
          flash(
            saved.autoPricing
              ? 'Automatic pricing is on'
              : 'Automatic pricing is off: your prices alone apply',
          ),
      },
    );
  };
  const saveMargin = (event: FormEvent) => {
    event.preventDefault();
    const problem = marginProblem(margin);
    setMarginError(problem);
    if (problem) return;
    marginSave.mutate(
      { priceMargin: Number(margin) / 100 },
      {
        onSuccess: (saved) => flash(`Margin saved: ${toPercent(saved.priceMargin)} %`),
        onError: (error) => setMarginError(refusalText(error)),
      },
    );
  };

  return (
    <div className="panel flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.switch} className="flex min-h-11 items-center gap-2 self-start font-semibold">
          <input
            id={ids.switch}
            type="checkbox"
            role="switch"
            className="size-5"
            checked={on}
            aria-checked={on}
            aria-invalid={switchSave.isError || undefined}
            aria-describedby={switchSave.isError ? `${ids.switchError} ${ids.about}` : ids.about}
            onChange={(event) => toggle(event.target.checked)}
          />
          Price automatically
        </label>
        <p id={ids.about} className="text-sm text-[var(--text-muted)]">
          The game prices each line from football data and moves it between rounds; a price you set pins its
          line.
          {on ? null : ' Switched off, the prices you set alone apply.'}
        </p>
        {switchSave.isError ? (
          <p id={ids.switchError} role="alert" className="field-error">
            {refusalText(switchSave.error)}
          </p>
        ) : null}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label="Price margin"
        onSubmit={saveMargin}
        noValidate
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.margin} className="text-sm">
            Margin (%)
          </label>
          <input
            id={ids.margin}
            className="input w-24"
            type="number"
            inputMode="decimal"
            step="0.5"
            min={0}
            max={50}
            value={margin}
            aria-invalid={marginError ? true : undefined}
            aria-describedby={marginError ? ids.marginError : undefined}
            onChange={(event) => {
              setMargin(event.target.value);
              setMarginError(null);
            }}
          />
        </div>
        <button type="submit" className="btn-outline" disabled={marginSave.isPending}>
          Save Margin
        </button>
        {marginError ? (
          <p id={ids.marginError} role="alert" className="field-error basis-full">
            {marginError}
          </p>
        ) : null}
      </form>
      <p role="status" className="text-sm empty:hidden">
        {status}
      </p>
    </div>
  );
}
