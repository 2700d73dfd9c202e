import { type MatchHalf, nextRoundDefaults, roundWarnings } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteButton } from '../../../components/ui/delete-button/delete-button';
import { adminKeys } from '../api/admin-keys';
import { deleteRound } from '../api/delete-round';
import { useAdminMatchRounds } from '../api/get-match-rounds';
import { AddRoundForm } from './add-round-form';
import { MatchSection } from './match-section';
import { QueryNotes } from './query-notes';
import { bannerText } from './request-error-text';
import { SectionTable } from './section-table';

/**
 * 'Match Rounds' of the selected half: the table in time order, its warnings and the Add Round form,
 * which proposes the half's first free minutes (core's nextRoundDefaults).
 */
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
  const [error, setError] = useState<string | null>(null);
  const all = rounds.data ?? [];
  const halfRounds = all
    .filter((round) => round.half === half._id)
    .sort((a, b) => a.startMinute - b.startMinute || a.roundNumber - b.roundNumber);
  const warnings = roundWarnings(halfRounds);
  const defaults = nextRoundDefaults(all, half.halfNumber);
  const openEnded = defaults === null ? halfRounds.find((round) => round.endMinute === null) : undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.match(matchId) });

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
                      setError(null);
                      try {
                        await deleteRound(round._id);
                      } catch (caught) {
                        setError(bannerText(caught, 'Error deleting round', 'Error deleting round'));
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
      {openEnded ? (
        <p className="text-sm text-[var(--text-muted)]">
          Round {openEnded.roundNumber} runs until the end of the half: give it an end minute to add a round
          after it
        </p>
      ) : null}
      {rounds.isSuccess ? (
        <AddRoundForm
          key={defaults ? `${defaults.roundNumber}-${defaults.startMinute}` : 'no-free-minutes'}
          half={half}
          defaults={defaults}
          onAdded={refresh}
        />
      ) : null}
    </RoundsShell>
  );
}
