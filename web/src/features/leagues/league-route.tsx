import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/confirm-dialog';
import { QueryProblem } from '../../components/ui/query-problem/query-problem';
import { paths } from '../../lib/paths';
import { useWhoami } from '../auth';
import { useLeague, useLeaveLeague, useRenameLeague } from './api/use-leagues';
import { HeadToHeadPanel } from './head-to-head-panel';
import { LeagueLobbies } from './league-lobbies';
import { LeagueMembers } from './league-members';
import { LeagueStandingsTable } from './league-standings-table';
import { NewLeagueGame } from './new-league-game';

/** /leagues/:id: a league's table, games, head to head, members, invite and the owner's controls. */
export function LeagueRoute() {
  const id = useParams().id ?? '';
  const league = useLeague(id);
  const userId = useWhoami().data?.user?._id;
  const leave = useLeaveLeague();
  const rename = useRenameLeague(id);
  const navigate = useNavigate();
  const [copied, setCopied] = useState(false);
  const [name, setName] = useState<string | null>(null);

  if (!league.data) {
    return (
      <div className="flex flex-col gap-3">
        <QueryProblem
          loadingLabel="Loading the league"
          failure={league.isError ? league.error.message : null}
          onRetry={() => void league.refetch()}
        />
        {league.isError ? (
          <Link to={paths.leagues} className="btn-secondary self-start">
            Back to your leagues
          </Link>
        ) : null}
      </div>
    );
  }
  const details = league.data;
  const invite = `${window.location.origin}${paths.leagueJoin(details.league.inviteCode)}`;
  const isOwner = details.league.owner === userId;
  const copy = async () => {
    await navigator.clipboard?.writeText(invite).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="flex flex-col gap-6">
      <section className="card flex flex-col gap-3" aria-labelledby="league-name">
        <h1 id="league-name" className="text-display-sm break-words">
          {details.league.name}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Invite code{' '}
          <span className="font-mono text-lg font-bold tracking-[0.2em]">{details.league.inviteCode}</span>
          <button type="button" className="btn-outline px-3 text-sm" onClick={() => void copy()}>
            {copied ? 'Link copied' : 'Copy invite link'}
          </button>
        </p>
        {isOwner ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (name?.trim()) rename.mutate(name, { onSuccess: () => setName(null) });
            }}
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor="rename-league" className="label">
                League name
              </label>
              <input
                id="rename-league"
                className="input"
                maxLength={40}
                value={name ?? details.league.name}
                onChange={(event) => setName(event.target.value)}
              />
            </div>
            <button type="submit" className="btn-secondary" disabled={!name?.trim() || rename.isPending}>
              Rename
            </button>
            {rename.error ? (
              <p role="alert" className="field-error mt-0 w-full">
                {rename.error.message}
              </p>
            ) : null}
          </form>
        ) : null}
      </section>
      <section className="card flex flex-col gap-3" aria-labelledby="league-table">
        <h2 id="league-table" className="text-xl">
          Table
        </h2>
        <p className="text-sm text-[var(--text-muted)]">
          Each finished game: 5, 3, 2 and 1 points for the first four.
        </p>
        <LeagueStandingsTable standings={details.standings} userId={userId} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <NewLeagueGame leagueId={details.league._id} />
        <HeadToHeadPanel details={details} userId={userId} />
      </div>
      <LeagueLobbies lobbies={details.lobbies} />
      <LeagueMembers details={details} userId={userId} />
      <ConfirmDialog
        trigger={
          <button type="button" className="btn-danger self-start" disabled={leave.isPending}>
            Leave League
          </button>
        }
        title="Leave this league?"
        description={
          isOwner
            ? 'The earliest-joined member becomes its owner. You can come back with the invite code.'
            : 'You can come back with the invite code.'
        }
        confirmLabel="Leave"
        destructive
        onConfirm={() => leave.mutate(details.league._id, { onSuccess: () => navigate(paths.leagues) })}
      />
    </div>
  );
}
