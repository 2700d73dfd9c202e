import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { QueryProblem } from '../../components/ui/query-problem/query-problem';
import { paths } from '../../lib/paths';
import { lobbyKeys, usePlayerMatches, writeActiveLobby } from '../lobbies';
import { rematch } from './api/rematch';

/**
 * "Play the next match with this group" (issue 17): the matches one can still open a lobby on (the
 * CREATE GAME list), each starting a lobby with this game's settings and league; the caller hosts it
 * and lands in it, and everyone else of this lobby is invited.
 */
export function NextMatchOffer({ lobbyId }: { lobbyId: string }) {
  const matches = usePlayerMatches();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: (matchId: string) => rematch({ lobbyId, matchId }),
    onSuccess: async ({ lobby }) => {
      writeActiveLobby({ lobbyId: lobby._id, lobbyCode: lobby.lobbyCode });
      await queryClient.invalidateQueries({ queryKey: lobbyKeys.all });
      navigate(paths.home);
    },
  });
  return (
    <section aria-labelledby="next-match-title" className="flex flex-col gap-2">
      <h3 id="next-match-title" className="text-2xl">
        Play the next match with this group
      </h3>
      <p className="text-sm text-[var(--text-muted)]">
        Same settings; you host, and everyone from this game gets an invite.
      </p>
      {!matches.data ? (
        <QueryProblem
          loadingLabel="Loading upcoming matches"
          failure={matches.isError ? `Failed to load upcoming matches: ${matches.error.message}` : null}
          onRetry={() => void matches.refetch()}
        />
      ) : matches.data.matches.length === 0 ? (
        <p className="text-[var(--text-muted)]">No upcoming matches yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-[var(--border)]">
          {matches.data.matches.map((match) => {
            const teams = `${match.homeTeam} vs ${match.awayTeam}`;
            return (
              <li key={match._id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 flex-1 font-semibold">{teams}</span>
                <button
                  type="button"
                  className="btn-primary"
                  aria-label={`Play ${teams} with this group`}
                  disabled={start.isPending}
                  onClick={() => start.mutate(match._id)}
                >
                  {start.isPending && start.variables === match._id ? 'Starting…' : 'Play'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {start.isError ? (
        <p role="alert" className="field-error">
          {start.error.message || 'Failed to start the next game'}
        </p>
      ) : null}
    </section>
  );
}
