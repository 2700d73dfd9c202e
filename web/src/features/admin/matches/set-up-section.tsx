import { DEFAULT_ROUND_MINUTES, DEFAULT_ROUNDS_PER_HALF, type Match } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LabelledInput } from '../../../components/ui/labelled-input/labelled-input';
import { adminKeys } from '../api/admin-keys';
import { copyOdds } from '../api/copy-odds';
import { useAdminList } from '../api/get-admin-list';
import { setUpRounds } from '../api/set-up-rounds';
import { MatchSection } from './match-section';
import { requestErrorText } from './request-error-text';
import { SectionMessages } from './section-messages';

type Props = { matchId: string; onOddsCopied: () => Promise<void> };

/** "Set up rounds" and "Copy odds from another match": a match's set-up in one action each. */
export function SetUpSection({ matchId, onOddsCopied }: Props) {
  const queryClient = useQueryClient();
  const matches = useAdminList<Match>('match');
  const [roundsPerHalf, setRoundsPerHalf] = useState(String(DEFAULT_ROUNDS_PER_HALF));
  const [minutesPerRound, setMinutesPerRound] = useState(String(DEFAULT_ROUND_MINUTES));
  const [source, setSource] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const others = (matches.data ?? []).filter((match) => match._id !== matchId);

  const run = async (action: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setStatus(await action());
    } catch (caught) {
      setError(requestErrorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const setUp = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const made = await setUpRounds(matchId, {
        roundsPerHalf: Number(roundsPerHalf),
        minutesPerRound: Number(minutesPerRound),
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.match(matchId) });
      return `${made.data.matchRounds.length} rounds set up`;
    });
  };

  const copy = (event: React.FormEvent) => {
    event.preventDefault();
    if (!source) {
      setError('Choose a match to copy the odds from');
      return;
    }
    void run(async () => {
      const copied = await copyOdds(matchId, source);
      await onOddsCopied();
      return `Odds copied: this match now has ${copied.data.odds.length}`;
    });
  };

  return (
    <MatchSection headingId="set-up-heading" title="Set Up">
      <SectionMessages status={status} error={error} />
      <form className="flex flex-wrap items-end gap-2" onSubmit={setUp} aria-label="Set up rounds">
        <LabelledInput
          label="Rounds per half"
          className="w-28"
          type="number"
          min={1}
          max={20}
          required
          value={roundsPerHalf}
          onValueChange={setRoundsPerHalf}
        />
        <LabelledInput
          label="Minutes per round"
          className="w-28"
          type="number"
          min={1}
          max={45}
          required
          value={minutesPerRound}
          onValueChange={setMinutesPerRound}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          Set up rounds
        </button>
        <p className="w-full text-sm text-[var(--text-muted)]">
          Adds the rounds to both halves at once; the last round of each half has no end and runs until the
          half ends.
        </p>
      </form>
      <form className="flex flex-wrap items-end gap-2" onSubmit={copy} aria-label="Copy odds">
        <label className="flex min-w-0 max-w-full flex-col text-sm">
          Copy odds from another match
          <select className="input max-w-full" value={source} onChange={(e) => setSource(e.target.value)}>
            <option value="">Choose a match</option>
            {others.map((match) => (
              <option key={match._id} value={match._id}>
                {match.homeTeam} vs {match.awayTeam}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-outline" disabled={busy}>
          Copy odds
        </button>
      </form>
    </MatchSection>
  );
}
