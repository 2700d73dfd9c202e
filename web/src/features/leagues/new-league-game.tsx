import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * Where a league game starts: CREATE GAME with this league chosen, so the match and the settings
 * are picked as for any game; the other members are told its code.
 */
export function NewLeagueGame({ leagueId }: { leagueId: string }) {
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="new-league-game">
      <h2 id="new-league-game" className="text-xl">
        New league game
      </h2>
      <p className="text-sm text-[var(--text-muted)]">
        Pick a match and the settings; every member of the league is told the lobby code.
      </p>
      <Link to={paths.newLeagueGame(leagueId)} className="btn-primary self-start">
        Create League Game
      </Link>
    </section>
  );
}
