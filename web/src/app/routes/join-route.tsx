import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useWhoami } from '../../features/auth';
import { ErrorPanel, RoleDialog, useActiveLobby, useJoinLobby } from '../../features/lobbies';
import { paths } from '../../lib/paths';

const CODE = /^[A-Z0-9]{6}$/;

/**
 * /join/CODE, the invite link: a signed-in user joins the lobby (choosing a role when spectators
 * are allowed) and lands in it; a visitor signs in first and comes back here.
 */
export function JoinRoute() {
  const code = (useParams().code ?? '').toUpperCase();
  const whoami = useWhoami();
  const active = useActiveLobby();
  const joining = useJoinLobby();
  const signedIn = Boolean(whoami.data?.user);
  const valid = CODE.test(code);
  const alreadyIn = active?.lobbyCode === code;
  const { start } = joining;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one join per link and user, not per render
  useEffect(() => {
    if (signedIn && valid && !alreadyIn) void start(code);
  }, [signedIn, valid, code]);

  if (whoami.isPending) return <Spinner label="Loading" />;
  if (!signedIn)
    return <Navigate to={`${paths.login}?${new URLSearchParams({ next: paths.join(code) })}`} replace />;
  if (alreadyIn) return <Navigate to={paths.home} replace />;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-8" aria-labelledby="join-link-heading">
      <h1 id="join-link-heading" className="text-display-sm">
        JOIN GAME
      </h1>
      {!valid ? (
        <ErrorPanel>That invite link has no valid lobby code: a code is 6 letters or digits.</ErrorPanel>
      ) : joining.error ? (
        <ErrorPanel>{joining.error}</ErrorPanel>
      ) : (
        <Spinner label={`Joining lobby ${code}`} />
      )}
      {!valid || joining.error ? (
        <Link to={paths.home} className="btn-primary self-start">
          Go to home
        </Link>
      ) : null}
      <RoleDialog
        lobby={joining.choosing}
        onChoose={(role) => void joining.chooseRole(role)}
        onCancel={joining.cancelRole}
      />
    </section>
  );
}
