import { type MatchHalf, nextRoundDefaults, roundMinutesProblem, roundWarnings } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteButton } from '../../../components/ui/delete-button/delete-button';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { adminKeys } from '../api/admin-keys';
import { createRound } from '../api/create-round';
import { deleteRound } from '../api/delete-round';
import { useAdminMatchRounds } from '../api/get-match-rounds';

type Draft = { roundNumber: string; startMinute: string; endMinute: string };

const asNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** 'Match Rounds' of the selected half: the table, its warnings and the Add Round form. */
export function RoundsSection({ matchId, half }: { matchId: string | undefined; half: MatchHalf | null }) {
  if (!matchId) return <RoundsShell>No match ID available</RoundsShell>;
  if (!half) return <RoundsShell>No half selected</RoundsShell>;
  return <HalfRounds key={half._id} matchId={matchId} half={half} />;
}

function RoundsShell({ children }: { children: React.ReactNode }) {
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="rounds-heading">
      <h2 id="rounds-heading" className="text-lg font-bold">
        Match Rounds
      </h2>
      {children}
    </section>
  );
}

function HalfRounds({ matchId, half }: { matchId: string; half: MatchHalf }) {
  const queryClient = useQueryClient();
  const rounds = useAdminMatchRounds(matchId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const all = rounds.data ?? [];
  const halfRounds = all
    .filter((round) => round.half === half._id)
    .sort((a, b) => a.startMinute - b.startMinute || a.roundNumber - b.roundNumber);
  const defaults = nextRoundDefaults(all, half.halfNumber);
  const form: Draft = draft ?? {
    roundNumber: String(defaults.roundNumber),
    startMinute: String(defaults.startMinute),
    endMinute: String(defaults.endMinute),
  };
  const startMinute = asNumber(form.startMinute) ?? 0;
  const endMinute = asNumber(form.endMinute);
  const problem = roundMinutesProblem({ startMinute, endMinute });
  const warnings = roundWarnings(halfRounds);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.match(matchId) });

  const addRound = async (event: React.FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setError(null);
    try {
      await createRound({
        halfId: half._id,
        roundNumber: Number(form.roundNumber),
        startMinute,
        ...(endMinute === null ? {} : { endMinute }),
      });
      setDraft(null);
    } catch (caught) {
      setError(
        `Error creating round${caught instanceof Error && caught.message ? `: ${caught.message}` : ''}`,
      );
    }
    await refresh();
  };
  const change = (field: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...form, [field]: event.target.value });

  return (
    <RoundsShell>
      <p className="text-sm text-[var(--text-muted)]">Half {half.halfNumber}</p>
      {error ? (
        <p role="alert" className="text-[var(--danger)]">
          {error}
        </p>
      ) : null}
      {warnings.map((warning) => (
        <p key={warning} className="text-sm text-[var(--caution)]">
          {warning}
        </p>
      ))}
      {rounds.isPending ? <Spinner label="Loading rounds" /> : null}
      {rounds.isError ? <p role="alert">Failed to load rounds</p> : null}
      {rounds.isSuccess && halfRounds.length === 0 ? <p>No rounds in this half yet</p> : null}
      {halfRounds.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
            <thead>
              <tr>
                <th>Round #</th>
                <th>Start Minute</th>
                <th>End Minute</th>
                <th>Status</th>
                <th>
                  <span className="sr-only">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {halfRounds.map((round) => (
                <tr key={round._id}>
                  <td>{round.roundNumber}</td>
                  <td>{round.startMinute}</td>
                  <td>{round.endMinute ?? 'Until end of half'}</td>
                  <td>{round.status}</td>
                  <td>
                    <DeleteButton
                      iconOnly
                      label={`Delete round ${round.roundNumber}`}
                      onDelete={async () => {
                        try {
                          await deleteRound(round._id);
                        } catch {
                          setError('Error deleting round');
                        }
                        await refresh();
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <form className="flex flex-wrap items-end gap-2" onSubmit={addRound} aria-label="Add Round">
        <label className="flex flex-col text-sm">
          Round Number
          <input
            className="input w-24"
            type="number"
            min={1}
            value={form.roundNumber}
            onChange={change('roundNumber')}
          />
        </label>
        <label className="flex flex-col text-sm">
          Start Minute
          <input
            className="input w-24"
            type="number"
            min={0}
            value={form.startMinute}
            onChange={change('startMinute')}
          />
        </label>
        <label className="flex flex-col text-sm">
          End Minute
          <input
            className="input w-24"
            type="number"
            min={1}
            value={form.endMinute}
            onChange={change('endMinute')}
          />
        </label>
        <button type="submit" className="btn-primary" disabled={problem !== null}>
          Add Round
        </button>
        {problem ? (
          <p role="alert" className="w-full text-sm text-[var(--danger)]">
            {problem}
          </p>
        ) : null}
      </form>
    </RoundsShell>
  );
}
