import { halfStartProblem, type MatchHalf, type MatchRound } from '@kickchips/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/confirm-dialog';
import { formatTime } from '../../lib/format-time';
import { toHalfState } from '../../lib/to-match-state';
import { useEndHalf } from './api/end-half';
import { useEndMatch } from './api/end-match';
import { useStartHalf } from './api/start-half';
import { useUpdateRounds } from './api/update-rounds';
import { roundsUpdateText } from './rounds-update-text';

type MatchControlPanelProps = {
  matchId: string;
  matchCompleted: boolean;
  halves: MatchHalf[];
  /** The match's rounds, so that Update Rounds can say which it moved. */
  rounds: MatchRound[];
  onError: (action: string, error: unknown) => void;
  onDone: () => void;
};

/** What Start and End of a half do, said in their confirmations. */
const startConsequence = (name: string) =>
  `${name} kicks off at the next full minute; its rounds open for betting by the match clock.`;
const endConsequence = (name: string, last: boolean) =>
  `${name} ends now: its running round is settled and its rounds not yet played are voided, their stakes refunded.${
    last ? ' This is the last half, so the match is completed.' : ''
  }`;

/**
 * Match Control (spec 4 "Admin half transitions"): Start is enabled by the core rule the server
 * applies too, End only while the half is active, Update Rounds while it is active.
 */
export function MatchControlPanel({
  matchId,
  matchCompleted,
  halves,
  rounds,
  onError,
  onDone,
}: MatchControlPanelProps) {
  /** What the last Update Rounds did, shown under its half until the next one. */
  const [updated, setUpdated] = useState<{ halfId: string; text: string } | null>(null);
  const sorted = [...halves].sort((a, b) => a.halfNumber - b.halfNumber);
  const states = sorted.map(toHalfState);
  const startHalf = useStartHalf(matchId);
  const endHalf = useEndHalf(matchId);
  const endMatch = useEndMatch(matchId);
  const updateRounds = useUpdateRounds(matchId);
  const isLastHalf = (halfNumber: number) =>
    sorted.every((other) => other.halfNumber <= halfNumber || other.roundsCount === 0);
  const busy = startHalf.isPending || endHalf.isPending || endMatch.isPending || updateRounds.isPending;
  /** What each action says when it is done, or when it fails. */
  const saying = (label: string) => ({
    onSuccess: () => {
      onDone();
      toast.success(label);
    },
    onError: (error: unknown) => onError(`Failed: ${label}`, error),
  });
  const update = (halfId: string) => {
    const before = rounds.filter((round) => round.half === halfId);
    updateRounds.mutate(halfId, {
      onSuccess: (after) => {
        const text = roundsUpdateText(before, after);
        setUpdated({ halfId, text });
        onDone();
        toast.success(text);
      },
      onError: (error) => onError('Failed: Rounds updated', error),
    });
  };
  return (
    <section aria-labelledby="match-control-title" className="panel flex flex-col gap-3">
      <h2 id="match-control-title" className="text-2xl">
        Match Control
      </h2>
      {sorted.length === 0 ? (
        <p className="text-sm text-[var(--color-muted)]">
          This match has no halves yet. Add them on the Matches page.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sorted.map((half) => {
            const startable = half.halfNumber === 1 || half.halfNumber === 2;
            const problem = startable
              ? halfStartProblem(states, half.halfNumber, matchCompleted)
              : 'Only halves 1 and 2 can be started here';
            const active = half.status === 'active';
            const name = `Half ${half.halfNumber}`;
            return (
              <li
                key={half._id}
                className="flex flex-wrap items-center gap-2 rounded-lg border border-[var(--color-line)] p-2"
              >
                <div className="mr-auto flex min-w-40 flex-col">
                  <span className="font-semibold">{name}</span>
                  <span className="text-xs text-[var(--color-muted)]">
                    <span className="capitalize">{half.status}</span>
                    {half.startTime ? ` · from ${formatTime(half.startTime)}` : ''}
                    {half.endTime ? ` to ${formatTime(half.endTime)}` : ''}
                  </span>
                  {problem && half.status === 'upcoming' && !matchCompleted ? (
                    <span className="text-xs text-[var(--color-muted)]">{problem}</span>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  <ConfirmDialog
                    title={`Start ${name}?`}
                    description={startConsequence(name)}
                    confirmLabel={`Yes, start ${name}`}
                    onConfirm={() => startHalf.mutate(half.halfNumber as 1 | 2, saying(`${name} started`))}
                    trigger={
                      <button
                        type="button"
                        className="btn-primary min-h-11"
                        disabled={problem !== null || busy}
                        title={problem ?? undefined}
                        aria-label={`Start ${name}`}
                      >
                        Start
                      </button>
                    }
                  />
                  <ConfirmDialog
                    destructive
                    title={`End ${name}?`}
                    description={endConsequence(name, isLastHalf(half.halfNumber))}
                    confirmLabel={`Yes, end ${name}`}
                    onConfirm={() => endHalf.mutate(half.halfNumber, saying('Half ended!'))}
                    trigger={
                      <button
                        type="button"
                        className="btn-danger min-h-11"
                        disabled={!active || busy}
                        aria-label={`End ${name}`}
                      >
                        End
                      </button>
                    }
                  />
                  {active ? (
                    <button
                      type="button"
                      className="btn-outline min-h-11"
                      disabled={busy}
                      onClick={() => update(half._id)}
                    >
                      Update Rounds
                    </button>
                  ) : null}
                </div>
                {updated?.halfId === half._id ? (
                  <p role="status" className="w-full text-sm">
                    {updated.text}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {sorted.some((half) => half.status !== 'upcoming') ? (
        <ConfirmDialog
          destructive
          description="Every half that is still running ends now and the match is completed. This action cannot be undone"
          onConfirm={() => endMatch.mutate(undefined, saying('Match ended'))}
          trigger={
            <button
              type="button"
              className="btn-outline min-h-11 self-start"
              disabled={matchCompleted || busy}
            >
              End Match
            </button>
          }
        />
      ) : null}
      <p className="text-xs text-[var(--color-muted)]">
        Starting a half sets its start time to the next full minute. Ending the last active half completes the
        match.
      </p>
    </section>
  );
}
