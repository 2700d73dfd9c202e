import { type MatchHalf, nextRoundDefaults, roundMinutesProblem, roundWarnings } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteButton } from '../../../components/ui/delete-button/delete-button';
import { LabelledInput } from '../../../components/ui/labelled-input/labelled-input';
import { adminKeys } from '../api/admin-keys';
import { createRound } from '../api/create-round';
import { deleteRound } from '../api/delete-round';
import { useAdminMatchRounds } from '../api/get-match-rounds';
import { MatchSection } from './match-section';
import { QueryNotes } from './query-notes';
import { SectionTable } from './section-table';

type Draft = { roundNumber: string; startMinute: string; endMinute: string };

const minuteFields: { field: keyof Draft; label: string; min: number }[] = [
  { field: 'roundNumber', label: 'Round Number', min: 1 },
  { field: 'startMinute', label: 'Start Minute', min: 0 },
  { field: 'endMinute', label: 'End Minute', min: 1 },
];

const asNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** 'Match Rounds' of the selected half: the table, its warnings and the Add Round form. */
export function RoundsSection({ matchId, half }: { matchId: string | undefined; half: MatchHalf | null }) {
  if (!matchId) return <RoundsShell>No match ID available</RoundsShell>;
  if (!half) return <RoundsShell>No half selected</RoundsShell>;
  return <HalfRounds key={half._id} matchId={matchId} half={half} />;
}

function RoundsShell({ children }: { children: React.ReactNode }) {
  return (
    <MatchSection headingId="rounds-heading" title="Match Rounds">
      {children}
    </MatchSection>
  );
}

function HalfRounds({ matchId, half }: { matchId: string; half: MatchHalf }) {
  const queryClient = useQueryClient();
  const rounds = useAdminMatchRounds(matchId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
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
    if (problem || adding) return;
    setError(null);
    setAdding(true);
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
    setAdding(false);
  };

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
      <QueryNotes query={rounds} loading="Loading rounds" failed="Failed to load rounds" />
      {rounds.isSuccess && halfRounds.length === 0 ? <p>No rounds in this half yet</p> : null}
      {halfRounds.length > 0 ? (
        <div className="overflow-x-auto">
          <SectionTable columns={['Round #', 'Start Minute', 'End Minute', 'Status', { srOnly: 'Delete' }]}>
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
          </SectionTable>
        </div>
      ) : null}
      <form className="flex flex-wrap items-end gap-2" onSubmit={addRound} aria-label="Add Round">
        {minuteFields.map(({ field, label, min }) => (
          <LabelledInput
            key={field}
            label={label}
            className="w-24"
            type="number"
            min={min}
            value={form[field]}
            onValueChange={(value) => setDraft({ ...form, [field]: value })}
          />
        ))}
        <button type="submit" className="btn-primary" disabled={problem !== null || adding}>
          {adding ? 'Adding...' : 'Add Round'}
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
