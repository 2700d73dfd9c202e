import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { usePlayerMatches, writeActiveLobby } from '../lobbies';
import { useCreateLeagueLobby } from './api/use-leagues';

/** Opens a league game on an upcoming match with the default settings; the other members are told its code. */
export function NewLeagueGame({ leagueId }: { leagueId: string }) {
  const matches = usePlayerMatches();
  const create = useCreateLeagueLobby(leagueId);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  const list = matches.data ?? [];
  const matchId = chosen || list[0]?._id || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matchId || create.isPending) return;
    create.mutate(matchId, {
      onSuccess: (lobby) => {
        writeActiveLobby({ lobbyId: lobby._id, lobbyCode: lobby.lobbyCode });
        navigate(paths.home);
      },
    });
  };
  return (
    <form className="card flex flex-col gap-3" aria-labelledby="new-league-game" onSubmit={submit}>
      <h2 id="new-league-game" className="text-xl">
        New league game
      </h2>
      {matches.isPending ? (
        <p className="text-sm text-[var(--text-muted)]">Loading matches…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-[var(--text-muted)]">No upcoming match to play yet.</p>
      ) : (
        <>
          <label htmlFor={selectId} className="label">
            Match
          </label>
          <select
            id={selectId}
            className="input"
            value={matchId}
            onChange={(event) => setChosen(event.target.value)}
          >
            {list.map((match) => (
              <option key={match._id} value={match._id}>
                {match.homeTeam} vs {match.awayTeam}
              </option>
            ))}
          </select>
          {create.error ? (
            <p role="alert" className="field-error mt-0">
              {create.error.message}
            </p>
          ) : null}
          <button type="submit" className="btn-primary self-start" disabled={create.isPending}>
            Create League Game
          </button>
        </>
      )}
    </form>
  );
}
