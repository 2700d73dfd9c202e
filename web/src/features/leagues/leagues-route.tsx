import { LOBBY_CODE_LENGTH, normalizeLobbyCodeInput } from '@kickchips/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryProblem } from '../../components/ui/query-problem/query-problem';
import { paths } from '../../lib/paths';
import { useCreateLeague, useJoinLeague, useMyLeagues } from './api/use-leagues';

/** /leagues: the player's leagues, a new one, and joining one by its invite code. */
export function LeaguesRoute() {
  const leagues = useMyLeagues();
  const navigate = useNavigate();
  const create = useCreateLeague();
  const join = useJoinLeague();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!create.isPending) create.mutate(name, { onSuccess: (league) => navigate(paths.league(league._id)) });
  };
  const onJoin = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === LOBBY_CODE_LENGTH && !join.isPending) {
      join.mutate(code, { onSuccess: (league) => navigate(paths.league(league._id)) });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <section className="card flex flex-col gap-3" aria-labelledby="my-leagues">
        <h1 id="my-leagues" className="text-display-sm">
          LEAGUES
        </h1>
        <p className="text-sm text-[var(--text-muted)]">
          Play match after match with the same friends: every finished league game adds to the table.
        </p>
        {!leagues.data ? (
          <QueryProblem
            loadingLabel="Loading your leagues"
            failure={leagues.isError ? `Failed to load your leagues: ${leagues.error.message}` : null}
            onRetry={() => void leagues.refetch()}
          />
        ) : leagues.data.length === 0 ? (
          <p>You are in no league yet. Create one below, or join a friend's with its invite code.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {leagues.data.map((league) => (
              <li key={league._id}>
                <Link
                  to={paths.league(league._id)}
                  className="flex items-center justify-between gap-3 rounded-lg border border-[var(--border)] p-3 no-underline"
                >
                  <span className="min-w-0 truncate font-semibold text-[var(--text)]">{league.name}</span>
                  <span className="shrink-0 text-sm text-[var(--text-muted)]">
                    {league.memberCount} {league.memberCount === 1 ? 'member' : 'members'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <form className="card flex flex-col gap-3" aria-labelledby="new-league" onSubmit={onCreate}>
          <h2 id="new-league" className="text-xl">
            New league
          </h2>
          <label htmlFor="league-name" className="label">
            League name
          </label>
          <input
            id="league-name"
            className="input"
            value={name}
            maxLength={40}
            onChange={(event) => setName(event.target.value)}
            placeholder="Friday Five"
          />
          {create.error ? (
            <p role="alert" className="field-error mt-0">
              {create.error.message}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn-primary self-start"
            disabled={name.trim() === '' || create.isPending}
          >
            Create League
          </button>
        </form>
        <form className="card flex flex-col gap-3" aria-labelledby="join-league" onSubmit={onJoin}>
          <h2 id="join-league" className="text-xl">
            Join a league
          </h2>
          <label htmlFor="league-code" className="label">
            Invite code
          </label>
          <input
            id="league-code"
            className="input text-center font-mono text-xl uppercase tracking-[0.3em]"
            value={code}
            onChange={(event) => setCode(normalizeLobbyCodeInput(event.target.value))}
            placeholder="AB23CD"
            autoComplete="off"
            spellCheck={false}
          />
          {join.error ? (
            <p role="alert" className="field-error mt-0">
              {join.error.message}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn-primary self-start"
            disabled={code.length !== LOBBY_CODE_LENGTH || join.isPending}
          >
            Join League
          </button>
        </form>
      </div>
    </div>
  );
}
