import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useSetMatchPricing } from '../api/set-match-pricing';
import { PricingSwitch } from './pricing-switch';
import { labelledMessage } from './request-error-text';
import { FLASH_MS } from './section-messages';

type Props = { matchId: string; autoPricing: boolean; priceMargin: number; teamLines: boolean };

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
 * A match's 'Price automatically' switch, margin (docs/game-rules.md section 20, "The admin's
 * hand") and 'Lines per team' switch, each saved on its own, with its refusal at its field and what
 * was saved in one status line.
 */
export function PricingControls({ matchId, autoPricing, priceMargin, teamLines }: Props) {
  const switchSave = useSetMatchPricing(matchId);
  const marginSave = useSetMatchPricing(matchId);
  const linesSave = useSetMatchPricing(matchId);
  const [margin, setMargin] = useState(() => toPercent(priceMargin));
  const [marginError, setMarginError] = useState<string | null>(null);
  const [status, flash] = useTimedMessage(FLASH_MS * 2);
  const ids = { margin: useId(), marginError: useId() };
  // a switch shows what the admin asked for while it is saved, and the match's state otherwise
  const on = switchSave.isPending ? (switchSave.variables?.autoPricing ?? autoPricing) : autoPricing;
  const perTeam = linesSave.isPending ? (linesSave.variables?.teamLines ?? teamLines) : teamLines;

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
  const toggleLines = (next: boolean) => {
    if (linesSave.isPending) return;
    linesSave.mutate(
      { teamLines: next },
      {
        onSuccess: (saved) =>
          flash(
            saved.teamLines
              ? 'Lines per team are on'
              : 'Lines per team are off: only lines on the whole match are offered',
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
      <PricingSwitch
        label="Price automatically"
        about={`The game prices each line from football data and moves it between rounds; a price you set pins its line.${
          on ? '' : ' Switched off, the prices you set alone apply.'
        }`}
        checked={on}
        refusal={switchSave.isError ? refusalText(switchSave.error) : null}
        onToggle={toggle}
      />
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
      <PricingSwitch
        label="Lines per team"
        about={`Besides the lines on the whole match, the game offers lines on each team's count of goals, corners, shots and cards.${
          on ? '' : ' They are offered while the game prices the match automatically.'
        }`}
        checked={perTeam}
        refusal={linesSave.isError ? refusalText(linesSave.error) : null}
        onToggle={toggleLines}
      />
      <p role="status" className="text-sm empty:hidden">
        {status}
      </p>
    </div>
  );
}
