import type { LeagueDetails } from '@kickchips/core';
import { Link } from 'react-router';
import { matchTitle } from '../../lib/match-title';
import { paths } from '../../lib/paths';

const dateOf = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The league's games, newest first: each match (by its score once it is known or the game is over),
 * its lobby code and winner, or a link to join a live one.
 */
export function LeagueLobbies({ lobbies }: { lobbies: LeagueDetails['lobbies'] }) {
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="league-games">
      <h2 id="league-games" className="text-xl">
        Games
      </h2>
      {lobbies.length === 0 ? (
        <p className="text-sm text-[var(--text-muted)]">
          No league games yet. Start one with New league game: everyone in the league is told its code.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {lobbies.map((lobby) => (
            <li
              key={lobby._id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-[var(--border)] p-3"
            >
              <div className="flex min-w-0 flex-col">
                <span className="truncate font-semibold tabular-nums">
                  {matchTitle(lobby, lobby.finishedAt !== null)}
                </span>
                <span className="text-sm text-[var(--text-muted)]">
                  Lobby <span className="font-mono">{lobby.lobbyCode}</span>
                  {lobby.finishedAt ? ` · ${dateOf.format(new Date(lobby.finishedAt))}` : ''}
                </span>
              </div>
              {lobby.finishedAt ? (
                <span className="text-sm">{lobby.winner ? `Won by ${lobby.winner}` : 'Finished'}</span>
              ) : (
                <Link to={paths.join(lobby.lobbyCode)} className="btn-secondary">
                  Join game
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
