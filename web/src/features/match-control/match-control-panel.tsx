import { halfStartProblem, type MatchHalf } from '@kickchips/core';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/confirm-dialog';
import { toHalfState } from '../../lib/to-match-state';
import { formatTime } from './format-time';
import { matchControlApi } from './match-control-api';

type MatchControlPanelProps = {
  matchId: string;
  matchCompleted: boolean;
  halves: MatchHalf[];
  onChanged: () => void;
  onError: (action: string, error: unknown) => void;
};

/**
 * Match Control (spec 4 "Admin half transitions"): Start is enabled by the core rule the server
 * applies too, End only while the half is active, Update Rounds while it is active.
 */
export function MatchControlPanel({
  matchId,
  matchCompleted,
  halves,
  onChanged,
  onError,
}: MatchControlPanelProps) {
  const sorted = [...halves].sort((a, b) => a.halfNumber - b.halfNumber);
  const states = sorted.map(toHalfState);
  const action = useMutation({
    mutationFn: (run: { label: string; call: () => Promise<unknown> }) => run.call(),
    onSuccess: (_data, run) => toast.success(run.label),
    onError: (error, run) => onError(`Failed: ${run.label}`, error),
    onSettled: onChanged,
  });
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
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-primary min-h-11"
                    disabled={problem !== null || action.isPending}
                    title={problem ?? undefined}
                    aria-label={`Start ${name}`}
                    onClick={() =>
                      action.mutate({
                        label: `${name} started`,
                        call: () => matchControlApi.startHalf(matchId, half.halfNumber as 1 | 2),
                      })
                    }
                  >
                    Start
                  </button>
                  <button
                    type="button"
                    className="btn-danger min-h-11"
                    disabled={!active || action.isPending}
                    aria-label={`End ${name}`}
                    onClick={() =>
                      action.mutate({
                        label: 'Half ended!',
                        call: () => matchControlApi.endHalf(matchId, half.halfNumber),
                      })
                    }
                  >
                    End
                  </button>
                  {active ? (
                    <button
                      type="button"
                      className="btn-outline min-h-11"
                      disabled={action.isPending}
                      onClick={() =>
                        action.mutate({
                          label: 'Rounds updated',
                          call: () => matchControlApi.updateRounds(half._id),
                        })
                      }
                    >
                      Update Rounds
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {sorted.some((half) => half.status !== 'upcoming') ? (
        <ConfirmDialog
          destructive
          description="Every half that is still running ends now and the match is completed. This action cannot be undone"
          onConfirm={() =>
            action.mutate({ label: 'Match ended', call: () => matchControlApi.endMatch(matchId) })
          }
          trigger={
            <button
              type="button"
              className="btn-outline min-h-11 self-start"
              disabled={matchCompleted || action.isPending}
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
