import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner/spinner';
import { paths } from '../../lib/paths';
import { useJoinLeague } from './api/use-leagues';

/** /league/join/CODE, a league's invite link: joins it and opens its page (visitors sign in first). */
export function LeagueJoinRoute() {
  const code = (useParams().code ?? '').toUpperCase();
  const join = useJoinLeague();
  const { mutate } = join;
  useEffect(() => mutate(code), [mutate, code]);
  if (join.data) return <Navigate to={paths.league(join.data._id)} replace />;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-8" aria-labelledby="league-join-heading">
      <h1 id="league-join-heading" className="text-display-sm">
        JOIN LEAGUE
      </h1>
      {join.error ? (
        <>
          <p role="alert" className="field-error mt-0">
            {join.error.message}
          </p>
          <Link to={paths.leagues} className="btn-primary self-start">
            Go to your leagues
          </Link>
        </>
      ) : (
        <Spinner label={`Joining league ${code}`} />
      )}
    </section>
  );
}
