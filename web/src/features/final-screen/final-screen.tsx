import {
  type FinalStandingsOutput,
  formatScoreline,
  type LobbyDetails,
  MATCH_ABANDONED_TEXT,
} from '@kickchips/core';
import { QueryProblem } from '../../components/ui/query-problem/query-problem';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useFinalStandings } from './api/get-final-standings';
import { ChipHistorySection } from './chip-history-section';
import { NextMatchOffer } from './next-match-offer';
import { StandingsTable } from './standings-table';
import { WinnerBanner } from './winner-banner';

type FinalScreenProps = { details: LobbyDetails; now: number };

/**
 * The final screen of spec 2: Match Complete, the final score (issue 31) and the lobby code, the winner with #1 (confetti and
 * You won! for them), Final Standings, my rank when I am below 3rd, the chips round by round, and
 * the offer to play the next match with this group, and Thanks for playing!. Until the server has stored the standings it says they are being worked out.
 */
export function FinalScreen({ details }: FinalScreenProps) {
  const standings = useFinalStandings(details.lobby._id);
  return (
    <section aria-labelledby="final-screen-title" className="card flex flex-col gap-5" data-screen="final">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="final-screen-title" className="display text-display-lg">
            Match Complete
          </h2>
          <p className="text-lg font-semibold tabular-nums" data-testid="final-score">
            {formatScoreline(details.match.homeTeam, details.match.awayTeam, details.match.score)}
          </p>
          {details.match.abandoned ? <p role="status">{MATCH_ABANDONED_TEXT}</p> : null}
        </div>
        <p className="text-sm">
          Lobby{' '}
          <span className="badge badge-outline font-mono tracking-widest">{details.lobby.lobbyCode}</span>
        </p>
      </header>
      {!standings.data ? (
        <QueryProblem
          loadingLabel="Loading final standings"
          failure={
            standings.isError ? `Failed to load the final standings: ${standings.error.message}` : null
          }
          onRetry={() => void standings.refetch()}
        />
      ) : !standings.data.finished ? (
        <div className="flex justify-center py-8">
          <Spinner size="lg" label="Settling the last round and working out the final standings" />
        </div>
      ) : (
        <Standings data={standings.data} details={details} />
      )}
      <ChipHistorySection
        lobbyId={details.lobby._id}
        finished={standings.isPending ? undefined : (standings.data?.finished ?? true)}
        currentUserId={details.currentUser._id}
      />
      <NextMatchOffer lobbyId={details.lobby._id} />
      <p className="display text-center text-display-sm">Thanks for playing!</p>
    </section>
  );
}

function Standings({ data, details }: { data: FinalStandingsOutput; details: LobbyDetails }) {
  const me = details.currentUser._id;
  const mine = data.standings.find((standing) => standing.user._id === me);
  const winners = data.standings.filter((standing) => standing.rank === 1 && standing.won);
  const eliminated = new Set(
    details.users.filter((member) => member.eliminated).map((member) => member.user._id),
  );
  if (data.standings.length === 0) {
    return <p className="text-[var(--text-muted)]">No players finished this game.</p>;
  }
  return (
    <>
      {winners.length > 0 ? <WinnerBanner winners={winners} iWon={mine?.rank === 1 && mine.won} /> : null}
      <section aria-labelledby="final-standings-title" className="flex flex-col gap-2">
        <h3 id="final-standings-title" className="text-2xl">
          Final Standings
        </h3>
        <StandingsTable
          standings={data.standings}
          currentUserId={me}
          eliminated={eliminated}
          showPrizes={details.lobby.gameSettings.isTournament}
        />
        {mine && mine.rank > 3 ? (
          <p className="text-center font-semibold">
            Your Rank {mine.rank} of {data.standings.length}
          </p>
        ) : null}
      </section>
    </>
  );
}
